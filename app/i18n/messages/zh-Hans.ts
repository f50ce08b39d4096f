// 简体中文界面: every tag written in simplified characters (zh, zh-CN,
// zh-Hans, zh-SG) uses it; a traditional-script tag (zh-TW, zh-Hant) does not
// (app/i18n/catalogues.ts). Typed `Messages`: a key missing from en.ts, or one
// en.ts lacks, is a type error. Counts take a measure word (个, 篇) and no
// plural form; a space sets Latin words and numbers apart from the Chinese,
// as most Chinese developer sites write them.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function zhHans(format: Format): Messages {
  const { number, plural } = format;
  return {
    skipToContent: "跳到正文",
    siteNavigation: "网站",
    languageNavigation: "语言",
    darkTheme: "深色主题",
    opensInNewTab: "（在新标签页中打开）",

    footnotes: "脚注",
    backToReference: (reference) => `返回引用处 ${number(reference)}`,
    tableLabel: (headers) => `表格：${headers.join("、")}`,

    downloadCv: "下载简历",
    pdfHint: "（PDF）",
    resumeJson: "JSON 格式的简历",
    profileLink: (label) => `${label} 主页`,
    experience: "工作经历",
    present: "至今",
    projects: "项目",
    technologies: "技术",
    writing: "文章",
    allPosts: (count) => plural(count, { other: `全部 ${number(count)} 篇文章` }),

    liveDemo: "查看在线演示",
    sourceCode: "查看源代码",
    aboutProject: "关于项目",
    technologiesUsed: "使用的技术",
    screenshots: "截图",
    atAGlance: "概览",
    caseContext: "背景",
    caseRole: "职责",
    caseTeam: "团队",
    caseDecisions: "关键决策",
    caseOutcomes: "成果",
    outcomeOnCard: "成果：",
    tableOfContents: "本页目录",
    moreProjects: "更多项目",
    seeAllProjects: (count) => plural(count, { other: `查看全部 ${number(count)} 个项目` }),

    viewLarger: "（查看大图）",
    openingScreenshot: "正在打开截图…",
    viewerLabel: (project) => `${project} 的截图`,
    closeViewer: "关闭截图查看器",
    previousScreenshot: "上一张截图",
    nextScreenshot: "下一张截图",
    screenshotPosition: (position, count) => `${number(position)} / ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `第 ${number(position)} 张，共 ${number(count)} 张：${alt}`,

    writingDescription: (name, jobTitle) => `${jobTitle} ${name} 的文章和笔记。`,
    writingBy: (name) => `${name} 的文章`,
    feedTitle: (name) => `${name}：文章`,
    published: "发布于",
    updated: "更新于",
    minutesToRead: (minutes) => `阅读约需 ${number(minutes)} 分钟`,
    tags: "标签",
    tagsOf: (title) => `《${title}》的标签`,
    morePosts: "更多文章",
    previousPost: "上一篇",
    nextPost: "下一篇",
    taggedTitle: (tag) => `标签为“${tag}”的文章`,
    taggedSummary: (count, name, tag) =>
      `${name} 发表的标签为“${tag}”的文章，共 ${plural(count, { other: `${number(count)} 篇` })}。`,

    titleSeparator: " | ",
    projectCardAlt: (project, name, summary) => `${project}，${name} 的项目：${summary}`,
    postCardAlt: (title, name, description) => `${title}，作者 ${name}：${description}`,

    notFoundTitle: "页面未找到",
    notFoundDescription: "这个地址没有页面。",
    notFoundHeading: "页面不存在",
    notFoundText: "链接可能已经失效，或者地址输入有误。网站的全部内容都可以从首页找到。",
    goHome: "返回首页",
    orSeeAProject: "或者看看这些项目",
    errorTitle: "出错了",
    errorText: "抱歉，这个页面无法显示。请重试，或",
    errorHomeLink: "返回首页",

    cvTitle: (name) => `${name} – 简历`,
    cvSubject: (name, jobTitle) => `${name} 的简历，${jobTitle}`,
    cvProfile: "个人简介",
    cvExperience: "工作经历",
    cvProjects: "精选项目",
    cvSkills: "技能",
    cvEducation: "教育背景",
    cvLanguages: "语言能力",

    technologiesIntro: (name) => `${name} 使用的编程语言、框架和工具，以及用到它们的项目和文章。`,
    otherTechnologies: "项目中还用到的技术",
    allTechnologies: "全部技术及相关项目和文章",
    skillPagesNote: "带下划线的技术有自己的页面，列出用到它的项目和文章。",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { other: `${number(projects)} 个项目` })] : []),
        ...(posts > 0 ? [plural(posts, { other: `${number(posts)} 篇文章` })] : []),
      ].join("，"),
    technologySummary: (name, technology, uses) => `${name} 使用 ${technology} 的作品：${uses}。`,
    projectsWith: (technology) => `使用 ${technology} 的项目`,
    postsAbout: (technology) => `关于 ${technology} 的文章`,

    search: "搜索",
    searchIntro: "用任意词语查找项目、文章或技术。",
    searchLabel: "搜索项目、文章和技术",
    searchResultCount: { other: "{count} 个结果" },
    searchNoResults: "没有结果",
    searchUnavailable: "搜索暂时不可用：所有页面都列在下方。",
    searchEverything: "所有页面",
    searchKinds: { project: "项目", post: "文章", technology: "技术" },
  };
}
