// Інтерфейс українською. Typed `Messages`: a key missing from en.ts, or one
// en.ts lacks, is a type error. Ukrainian counts take three forms (1 і 21
// проєкт, 2–4 і 22–24 проєкти, 5–20 і 25 проєктів), and a fraction a fourth;
// Intl's plural rules pick. A name cannot be declined from here, so it stands
// where the nominative reads right (after a colon, or as the subject).
// Quotation marks are «…».
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function uk(format: Format): Messages {
  const { number, plural, inSentence } = format;
  const projectCount = (count: number) =>
    plural(count, {
      one: `${number(count)} проєкт`,
      few: `${number(count)} проєкти`,
      many: `${number(count)} проєктів`,
      other: `${number(count)} проєкту`,
    });
  const postCount = (count: number) =>
    plural(count, {
      one: `${number(count)} стаття`,
      few: `${number(count)} статті`,
      many: `${number(count)} статей`,
      other: `${number(count)} статті`,
    });
  return {
    skipToContent: "Перейти до змісту",
    siteNavigation: "Сайт",
    languageNavigation: "Мови",
    darkTheme: "Темна тема",
    opensInNewTab: "(відкривається в новій вкладці)",

    footnotes: "Примітки",
    backToReference: (reference) => `Повернутися до посилання ${number(reference)}`,
    tableLabel: (headers) => `Таблиця: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Діаграма: ${labels.join(", ")}`,
    diagramSource: "Вихідний код діаграми",
    codeLineAdded: "Доданий рядок:",
    codeLineRemoved: "Видалений рядок:",
    copyCode: "Копіювати код",
    codeCopied: "Скопійовано",
    alertNote: "Примітка",
    alertTip: "Порада",
    alertImportant: "Важливо",
    alertWarning: "Попередження",
    alertCaution: "Обережно",

    downloadCv: "Завантажити резюме",
    pdfHint: "(PDF)",
    resumeJson: "Резюме у форматі JSON",
    profileLink: (label) => `Профіль у ${label}`,
    experience: "Досвід",
    present: "дотепер",
    projects: "Проєкти",
    technologies: "Технології",
    writing: "Статті",
    allPosts: (count) =>
      plural(count, {
        one: count === 1 ? `${number(count)} стаття` : `Усі ${number(count)} стаття`,
        few: `Усі ${number(count)} статті`,
        many: `Усі ${number(count)} статей`,
        other: `Усі ${number(count)} статті`,
      }),

    liveDemo: "Переглянути демо",
    sourceCode: "Переглянути вихідний код",
    aboutProject: "Про проєкт",
    technologiesUsed: "Використані технології",
    screenshots: "Знімки екрана",
    atAGlance: "Коротко",
    caseContext: "Контекст",
    caseRole: "Роль",
    caseTeam: "Команда",
    caseDecisions: "Ключові рішення",
    caseOutcomes: "Результати",
    outcomeOnCard: "Результат:",
    repositoryTitle: "На GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: `${number(count)} зірка`,
        few: `${number(count)} зірки`,
        many: `${number(count)} зірок`,
        other: `${number(count)} зірки`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: `${number(count)} форк`,
        few: `${number(count)} форки`,
        many: `${number(count)} форків`,
        other: `${number(count)} форка`,
      }),
    repositoryLanguages: "Мови",
    repositoryLastPush: "Останній push",
    repositoryRelease: "Останній реліз",
    repositoryLicence: "Ліцензія",
    repositoryArchived: "Архівовано",
    pinnedRepositories: "Також на GitHub",
    replies: "Відповіді",
    noReplies: "Відповідей ще немає.",
    replyOnBluesky: "Відповісти в Bluesky",
    replyOnMastodon: "Відповісти в Mastodon",
    replyLikes: (count) =>
      plural(count, {
        one: `${number(count)} вподобання`,
        few: `${number(count)} вподобання`,
        many: `${number(count)} вподобань`,
        other: `${number(count)} вподобання`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: `${number(count)} репост`,
        few: `${number(count)} репости`,
        many: `${number(count)} репостів`,
        other: `${number(count)} репосту`,
      }),
    comments: "Коментарі",
    showComments: "Показати коментарі",
    commentsOnGitHub: "Читати коментарі на GitHub",
    commentsFrame: "Коментарі з GitHub Discussions",
    mentions: "Згадки",
    mentionKind: (kind) =>
      ({ reply: "Відповідь", like: "Вподобання", repost: "Репост", bookmark: "Закладка", mention: "Згадка" })[kind],
    tableOfContents: "На цій сторінці",
    moreProjects: "Інші проєкти",
    seeAllProjects: (count) =>
      plural(count, {
        one: count === 1 ? "Переглянути єдиний проєкт" : `Переглянути всі ${number(count)} проєкт`,
        few: `Переглянути всі ${number(count)} проєкти`,
        many: `Переглянути всі ${number(count)} проєктів`,
        other: `Переглянути всі ${number(count)} проєкту`,
      }),

    viewLarger: "(збільшити)",
    openingScreenshot: "Відкриваємо знімок…",
    viewerLabel: (project) => `Знімки екрана: ${project}`,
    closeViewer: "Закрити перегляд знімків",
    previousScreenshot: "Попередній знімок",
    nextScreenshot: "Наступний знімок",
    screenshotPosition: (position, count) => `${number(position)} з ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} з ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `${name}, ${inSentence(jobTitle)}: статті й нотатки.`,
    writingBy: (name) => `Статті: ${name}`,
    feedTitle: (name) => `${name}: статті`,
    published: "Опубліковано",
    updated: "Оновлено",
    minutesToRead: (minutes) => `${number(minutes)} хв читання`,
    tags: "Теги",
    tagsOf: (title) => `Теги статті «${title}»`,
    morePosts: "Інші статті",
    previousPost: "Попередня стаття",
    nextPost: "Наступна стаття",
    taggedTitle: (tag) => `Статті з тегом «${tag}»`,
    taggedSummary: (count, name, tag) => `${name}: ${postCount(count)} з тегом «${tag}».`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `Проєкт ${project}, автор: ${name}. ${summary}`,
    postCardAlt: (title, name, description) => `${title}, автор: ${name}. ${description}`,

    notFoundTitle: "Сторінку не знайдено",
    notFoundDescription: "За цією адресою немає сторінки.",
    notFoundHeading: "Такої сторінки немає",
    notFoundText:
      "Можливо, посилання застаріло або в адресі є помилка. Усе, що є на сайті, можна знайти з головної сторінки.",
    goHome: "Перейти на головну сторінку",
    orSeeAProject: "Або перегляньте один із проєктів",
    errorTitle: "Щось пішло не так",
    errorText: "На жаль, цю сторінку не вдалося показати. Спробуйте ще раз або",
    errorHomeLink: "поверніться на головну сторінку",

    cvTitle: (name) => `${name} – резюме`,
    cvSubject: (name, jobTitle) => `Резюме: ${name}, ${jobTitle}`,
    cvProfile: "Про мене",
    cvExperience: "Досвід роботи",
    cvProjects: "Вибрані проєкти",
    cvSkills: "Навички",
    cvEducation: "Освіта",
    cvLanguages: "Мови",

    technologiesIntro: (name) =>
      `Мови, фреймворки та інструменти, з якими працює ${name}, а біля кожного – проєкти та статті, де їх використано.`,
    otherTechnologies: "Також використано в проєктах",
    allTechnologies: "Усі технології з їхніми проєктами й статтями",
    skillPagesNote: "Підкреслені технології мають власну сторінку з проєктами й статтями, де їх використано.",
    technologyUses: (projects, posts) =>
      [...(projects > 0 ? [projectCount(projects)] : []), ...(posts > 0 ? [postCount(posts)] : [])].join(", "),
    technologySummary: (name, technology, uses) => `${name} і ${technology}: ${uses}.`,
    projectsWith: (technology) => `Проєкти: ${technology}`,
    postsAbout: (technology) => `Статті: ${technology}`,

    search: "Пошук",
    searchIntro: "Знайдіть проєкт, статтю чи технологію за будь-яким словом у них.",
    searchLabel: "Пошук у проєктах, статтях і технологіях",
    searchResultCount: {
      one: "{count} результат",
      few: "{count} результати",
      many: "{count} результатів",
      other: "{count} результату",
    },
    searchNoResults: "Нічого не знайдено",
    searchUnavailable: "Пошук зараз недоступний: усі сторінки перелічено нижче.",
    searchEverything: "Усі сторінки",
    searchKinds: { project: "Проєкт", post: "Стаття", technology: "Технологія" },
  };
}
