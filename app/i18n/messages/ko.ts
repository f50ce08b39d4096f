// 한국어 인터페이스. Typed `Messages`: a key missing from en.ts, or one en.ts
// lacks, is a type error. Sentences end in the formal 합니다 style, labels
// are nouns; counts take the counter 개 and need no plural form. A particle
// whose form depends on the last sound of a name or technology (이/가, 을/를)
// is avoided, since the catalogue cannot know that sound; 의 fits any word.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function ko(format: Format): Messages {
  const { number, plural } = format;
  return {
    skipToContent: "본문으로 건너뛰기",
    siteNavigation: "사이트",
    languageNavigation: "언어",
    darkTheme: "다크 테마",
    opensInNewTab: "(새 탭에서 열림)",

    footnotes: "각주",
    backToReference: (reference) => `${number(reference)}번 참조 위치로 돌아가기`,
    tableLabel: (headers) => `표: ${headers.join(", ")}`,
    diagramLabel: (labels) => `다이어그램: ${labels.join(", ")}`,
    diagramSource: "다이어그램 소스 코드",
    codeLineAdded: "추가된 줄:",
    codeLineRemoved: "삭제된 줄:",
    copyCode: "코드 복사",
    codeCopied: "복사했습니다",
    alertNote: "참고",
    alertTip: "팁",
    alertImportant: "중요",
    alertWarning: "경고",
    alertCaution: "주의",

    downloadCv: "이력서 다운로드",
    pdfHint: "(PDF)",
    resumeJson: "JSON 형식 이력서",
    profileLink: (label) => `${label} 프로필`,
    experience: "경력",
    present: "현재",
    projects: "프로젝트",
    technologies: "기술",
    writing: "글",
    allPosts: (count) => plural(count, { other: `전체 글 ${number(count)}개` }),

    liveDemo: "라이브 데모 보기",
    sourceCode: "소스 코드 보기",
    aboutProject: "프로젝트 소개",
    technologiesUsed: "사용한 기술",
    screenshots: "스크린샷",
    atAGlance: "한눈에 보기",
    caseContext: "배경",
    caseRole: "역할",
    caseTeam: "팀",
    caseDecisions: "주요 결정",
    caseOutcomes: "성과",
    outcomeOnCard: "성과:",
    tableOfContents: "이 페이지의 내용",
    moreProjects: "다른 프로젝트",
    seeAllProjects: (count) => plural(count, { other: `프로젝트 ${number(count)}개 모두 보기` }),

    viewLarger: "(크게 보기)",
    openingScreenshot: "스크린샷을 여는 중…",
    viewerLabel: (project) => `${project} 스크린샷`,
    closeViewer: "스크린샷 보기 닫기",
    previousScreenshot: "이전 스크린샷",
    nextScreenshot: "다음 스크린샷",
    screenshotPosition: (position, count) => `${number(position)}/${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(count)}장 중 ${number(position)}번째: ${alt}`,

    writingDescription: (name, jobTitle) => `${jobTitle} ${name}의 글과 메모입니다.`,
    writingBy: (name) => `${name}의 글`,
    feedTitle: (name) => `${name}: 글`,
    published: "게시일",
    updated: "수정일",
    minutesToRead: (minutes) => `${number(minutes)}분 분량`,
    tags: "태그",
    tagsOf: (title) => `‘${title}’의 태그`,
    morePosts: "다른 글",
    previousPost: "이전 글",
    nextPost: "다음 글",
    taggedTitle: (tag) => `‘${tag}’ 태그가 달린 글`,
    taggedSummary: (count, name, tag) =>
      `‘${tag}’ 태그가 달린 ${name}의 글 ${plural(count, { other: `${number(count)}개` })}입니다.`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, ${name}의 프로젝트: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, 글쓴이 ${name}: ${description}`,

    notFoundTitle: "페이지를 찾을 수 없습니다",
    notFoundDescription: "이 주소에는 페이지가 없습니다.",
    notFoundHeading: "존재하지 않는 페이지입니다",
    notFoundText:
      "링크가 오래되었거나 주소가 잘못 입력되었을 수 있습니다. 사이트의 모든 내용은 홈페이지에서 찾을 수 있습니다.",
    goHome: "홈페이지로 가기",
    orSeeAProject: "또는 프로젝트 둘러보기",
    errorTitle: "문제가 발생했습니다",
    errorText: "죄송합니다. 이 페이지를 표시하지 못했습니다. 다시 시도하시거나",
    errorHomeLink: "홈페이지로 돌아가세요",

    cvTitle: (name) => `${name} – 이력서`,
    cvSubject: (name, jobTitle) => `${name} 이력서, ${jobTitle}`,
    cvProfile: "소개",
    cvExperience: "경력",
    cvProjects: "주요 프로젝트",
    cvSkills: "기술",
    cvEducation: "학력",
    cvLanguages: "언어",

    technologiesIntro: (name) => `${name}의 작업에 쓰인 언어, 프레임워크, 도구와 각각을 사용한 프로젝트 및 글입니다.`,
    otherTechnologies: "프로젝트에서 함께 쓴 기술",
    allTechnologies: "모든 기술과 관련 프로젝트 및 글",
    skillPagesNote: "밑줄이 그어진 기술에는 그 기술을 쓴 프로젝트와 글을 모은 페이지가 있습니다.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { other: `프로젝트 ${number(projects)}개` })] : []),
        ...(posts > 0 ? [plural(posts, { other: `글 ${number(posts)}개` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `${name}의 ${technology} 작업: ${uses}.`,
    projectsWith: (technology) => `${technology} 사용 프로젝트`,
    postsAbout: (technology) => `${technology} 관련 글`,

    search: "검색",
    searchIntro: "프로젝트, 글, 기술을 그 안의 어떤 단어로든 찾아보세요.",
    searchLabel: "프로젝트, 글, 기술 검색",
    searchResultCount: { other: "결과 {count}개" },
    searchNoResults: "결과 없음",
    searchUnavailable: "지금은 검색을 사용할 수 없습니다. 모든 페이지가 아래에 있습니다.",
    searchEverything: "모든 페이지",
    searchKinds: { project: "프로젝트", post: "글", technology: "기술" },
  };
}
