// 日本語のインターフェース。Typed `Messages`: a key missing from en.ts, or one
// en.ts lacks, is a type error. Polite but short, as Japanese sites write
// labels; counts take the counter 件 and need no plural form. Full-width
// brackets and colons, and no space between Japanese and a name in Latin
// letters.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function ja(format: Format): Messages {
  const { number, plural } = format;
  return {
    skipToContent: "本文へ移動",
    siteNavigation: "サイト",
    languageNavigation: "言語",
    darkTheme: "ダークテーマ",
    opensInNewTab: "（新しいタブで開きます）",

    footnotes: "脚注",
    backToReference: (reference) => `参照箇所${number(reference)}に戻る`,
    tableLabel: (headers) => `表：${headers.join("、")}`,
    diagramLabel: (labels) => `図：${labels.join("、")}`,
    diagramSource: "図のソースコード",
    codeLineAdded: "追加行：",
    codeLineRemoved: "削除行：",
    copyCode: "コードをコピー",
    codeCopied: "コピーしました",
    alertNote: "注記",
    alertTip: "ヒント",
    alertImportant: "重要",
    alertWarning: "警告",
    alertCaution: "注意",

    downloadCv: "職務経歴書をダウンロード",
    pdfHint: "（PDF）",
    resumeJson: "職務経歴書（JSON）",
    profileLink: (label) => `${label}のプロフィール`,
    experience: "職歴",
    present: "現在",
    projects: "プロジェクト",
    technologies: "技術",
    writing: "記事",
    allPosts: (count) => plural(count, { other: `記事一覧（${number(count)}件）` }),

    liveDemo: "デモを見る",
    sourceCode: "ソースコードを見る",
    aboutProject: "プロジェクトについて",
    technologiesUsed: "使用技術",
    screenshots: "スクリーンショット",
    atAGlance: "概要",
    caseContext: "背景",
    caseRole: "担当",
    caseTeam: "チーム",
    caseDecisions: "主な判断",
    caseOutcomes: "成果",
    outcomeOnCard: "成果：",
    repositoryTitle: "GitHub",
    repositoryStars: (count) => `スター ${number(count)}`,
    repositoryForks: (count) => `フォーク ${number(count)}`,
    repositoryLanguages: "言語",
    repositoryLastPush: "最終プッシュ",
    repositoryRelease: "最新リリース",
    repositoryLicence: "ライセンス",
    repositoryArchived: "アーカイブ済み",
    replies: "返信",
    noReplies: "まだ返信はありません。",
    replyOnBluesky: "Bluesky で返信",
    replyOnMastodon: "Mastodon で返信",
    replyLikes: (count) => `いいね ${number(count)}`,
    replyReposts: (count) => `リポスト ${number(count)}`,
    mentions: "言及",
    mentionKind: (kind) =>
      ({ reply: "返信", like: "いいね", repost: "リポスト", bookmark: "ブックマーク", mention: "言及" })[kind],
    tableOfContents: "目次",
    moreProjects: "ほかのプロジェクト",
    seeAllProjects: (count) => plural(count, { other: `すべてのプロジェクトを見る（${number(count)}件）` }),

    viewLarger: "（拡大）",
    openingScreenshot: "スクリーンショットを開いています…",
    viewerLabel: (project) => `${project}のスクリーンショット`,
    closeViewer: "スクリーンショットを閉じる",
    previousScreenshot: "前のスクリーンショット",
    nextScreenshot: "次のスクリーンショット",
    screenshotPosition: (position, count) => `${number(position)} / ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(count)}枚中${number(position)}枚目：${alt}`,

    writingDescription: (name, jobTitle) => `${jobTitle}、${name}の記事とメモです。`,
    writingBy: (name) => `${name}の記事`,
    feedTitle: (name) => `${name}：記事`,
    published: "公開日",
    updated: "更新日",
    minutesToRead: (minutes) => `${number(minutes)}分で読めます`,
    tags: "タグ",
    tagsOf: (title) => `「${title}」のタグ`,
    morePosts: "ほかの記事",
    previousPost: "前の記事",
    nextPost: "次の記事",
    taggedTitle: (tag) => `「${tag}」の記事`,
    taggedSummary: (count, name, tag) =>
      `${name}による「${tag}」の記事（${plural(count, { other: `${number(count)}件` })}）。`,

    titleSeparator: "｜",
    projectCardAlt: (project, name, summary) => `${project}（${name}のプロジェクト）：${summary}`,
    postCardAlt: (title, name, description) => `${title}（${name}）：${description}`,

    notFoundTitle: "ページが見つかりません",
    notFoundDescription: "このアドレスにはページがありません。",
    notFoundHeading: "このページは存在しません",
    notFoundText:
      "リンクが古いか、アドレスが間違っている可能性があります。サイトの内容はすべてホームページからご覧いただけます。",
    goHome: "ホームページへ",
    orSeeAProject: "プロジェクトを見る",
    errorTitle: "エラーが発生しました",
    errorText: "このページを表示できませんでした。もう一度お試しいただくか、",
    errorHomeLink: "ホームページに戻ってください",

    cvTitle: (name) => `${name} 職務経歴書`,
    cvSubject: (name, jobTitle) => `${name}（${jobTitle}）の職務経歴書`,
    cvProfile: "プロフィール",
    cvExperience: "職務経歴",
    cvProjects: "主なプロジェクト",
    cvSkills: "スキル",
    cvEducation: "学歴",
    cvLanguages: "語学",

    technologiesIntro: (name) =>
      `${name}が使っている言語・フレームワーク・ツールと、それぞれを使ったプロジェクトや記事の一覧です。`,
    otherTechnologies: "プロジェクトで使ったその他の技術",
    allTechnologies: "すべての技術と、関連するプロジェクト・記事",
    skillPagesNote: "下線の付いた技術には、それを使ったプロジェクトと記事をまとめたページがあります。",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { other: `プロジェクト${number(projects)}件` })] : []),
        ...(posts > 0 ? [plural(posts, { other: `記事${number(posts)}件` })] : []),
      ].join("、"),
    technologySummary: (name, technology, uses) => `${name}が${technology}を使った仕事：${uses}。`,
    projectsWith: (technology) => `${technology}を使ったプロジェクト`,
    postsAbout: (technology) => `${technology}に関する記事`,

    search: "検索",
    searchIntro: "プロジェクト、記事、技術を、その中の言葉から探せます。",
    searchLabel: "プロジェクト・記事・技術を検索",
    searchResultCount: { other: "{count}件の結果" },
    searchNoResults: "該当する結果はありません",
    searchUnavailable: "現在、検索を利用できません。すべてのページを下に一覧で示しています。",
    searchEverything: "すべてのページ",
    searchKinds: { project: "プロジェクト", post: "記事", technology: "技術" },
  };
}
