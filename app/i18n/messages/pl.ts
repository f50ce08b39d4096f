// Interfejs po polsku. Typed `Messages`: a key missing from en.ts, or one
// en.ts lacks, is a type error. Polish counts take three forms (1 projekt,
// 2–4 and 22–24 projekty, 5–21 and 25 projektów), which Intl's plural rules
// pick. A name cannot be declined from here, so it stands where the
// nominative reads right (after a dash or a colon, or as the subject).
// Quotation marks are „…”.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function pl(format: Format): Messages {
  const { number, plural, inSentence } = format;
  const projectCount = (count: number) =>
    plural(count, {
      one: "1 projekt",
      few: `${number(count)} projekty`,
      many: `${number(count)} projektów`,
      other: `${number(count)} projektu`,
    });
  const postCount = (count: number) =>
    plural(count, {
      one: "1 artykuł",
      few: `${number(count)} artykuły`,
      many: `${number(count)} artykułów`,
      other: `${number(count)} artykułu`,
    });
  return {
    skipToContent: "Przejdź do treści",
    siteNavigation: "Serwis",
    languageNavigation: "Języki",
    darkTheme: "Ciemny motyw",
    opensInNewTab: "(otwiera się w nowej karcie)",

    footnotes: "Przypisy",
    backToReference: (reference) => `Wróć do odsyłacza ${number(reference)}`,
    tableLabel: (headers) => `Tabela: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagram: ${labels.join(", ")}`,
    diagramSource: "Kod źródłowy diagramu",
    codeLineAdded: "Dodany wiersz:",
    codeLineRemoved: "Usunięty wiersz:",
    copyCode: "Kopiuj kod",
    codeCopied: "Skopiowano",
    alertNote: "Uwaga",
    alertTip: "Porada",
    alertImportant: "Ważne",
    alertWarning: "Ostrzeżenie",
    alertCaution: "Przestroga",

    downloadCv: "Pobierz CV",
    pdfHint: "(PDF)",
    resumeJson: "CV w formacie JSON",
    profileLink: (label) => `Profil w serwisie ${label}`,
    experience: "Doświadczenie",
    present: "obecnie",
    projects: "Projekty",
    technologies: "Technologie",
    writing: "Artykuły",
    allPosts: (count) =>
      plural(count, {
        one: `${number(count)} artykuł`,
        few: `Wszystkie ${number(count)} artykuły`,
        many: `Wszystkie ${number(count)} artykułów`,
        other: `Wszystkie ${number(count)} artykułu`,
      }),

    liveDemo: "Zobacz demo na żywo",
    sourceCode: "Zobacz kod źródłowy",
    aboutProject: "O projekcie",
    technologiesUsed: "Użyte technologie",
    screenshots: "Zrzuty ekranu",
    atAGlance: "W skrócie",
    caseContext: "Kontekst",
    caseRole: "Rola",
    caseTeam: "Zespół",
    caseDecisions: "Kluczowe decyzje",
    caseOutcomes: "Rezultaty",
    outcomeOnCard: "Rezultat:",
    repositoryTitle: "Na GitHubie",
    repositoryStars: (count) =>
      plural(count, {
        one: "1 gwiazdka",
        few: `${number(count)} gwiazdki`,
        many: `${number(count)} gwiazdek`,
        other: `${number(count)} gwiazdki`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: "1 fork",
        few: `${number(count)} forki`,
        many: `${number(count)} forków`,
        other: `${number(count)} forka`,
      }),
    repositoryLanguages: "Języki",
    repositoryLastPush: "Ostatni push",
    repositoryRelease: "Najnowsze wydanie",
    repositoryLicence: "Licencja",
    repositoryArchived: "Zarchiwizowane",
    pinnedRepositories: "Także na GitHubie",
    replies: "Odpowiedzi",
    noReplies: "Na razie brak odpowiedzi.",
    replyOnBluesky: "Odpowiedz na Bluesky",
    replyOnMastodon: "Odpowiedz na Mastodonie",
    replyLikes: (count) =>
      plural(count, {
        one: "1 polubienie",
        few: `${number(count)} polubienia`,
        many: `${number(count)} polubień`,
        other: `${number(count)} polubienia`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: "1 udostępnienie",
        few: `${number(count)} udostępnienia`,
        many: `${number(count)} udostępnień`,
        other: `${number(count)} udostępnienia`,
      }),
    comments: "Komentarze",
    showComments: "Pokaż komentarze",
    commentsOnGitHub: "Przeczytaj komentarze na GitHubie",
    commentsFrame: "Komentarze z GitHub Discussions",
    mentions: "Wzmianki",
    mentionKind: (kind) =>
      ({ reply: "Odpowiedź", like: "Polubienie", repost: "Udostępnienie", bookmark: "Zakładka", mention: "Wzmianka" })[
        kind
      ],
    tableOfContents: "Na tej stronie",
    moreProjects: "Więcej projektów",
    seeAllProjects: (count) =>
      plural(count, {
        one: "Zobacz jedyny projekt",
        few: `Zobacz wszystkie ${number(count)} projekty`,
        many: `Zobacz wszystkie ${number(count)} projektów`,
        other: `Zobacz wszystkie ${number(count)} projektu`,
      }),

    viewLarger: "(powiększ)",
    openingScreenshot: "Otwieranie zrzutu ekranu…",
    viewerLabel: (project) => `Zrzuty ekranu: ${project}`,
    closeViewer: "Zamknij podgląd",
    previousScreenshot: "Poprzedni zrzut ekranu",
    nextScreenshot: "Następny zrzut ekranu",
    screenshotPosition: (position, count) => `${number(position)} z ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} z ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `${name}, ${inSentence(jobTitle)}: artykuły i notatki.`,
    writingBy: (name) => `Artykuły – ${name}`,
    feedTitle: (name) => `${name}: artykuły`,
    published: "Opublikowano",
    updated: "Zaktualizowano",
    minutesToRead: (minutes) => `${number(minutes)} min czytania`,
    tags: "Tagi",
    tagsOf: (title) => `Tagi artykułu „${title}”`,
    morePosts: "Więcej artykułów",
    previousPost: "Poprzedni artykuł",
    nextPost: "Następny artykuł",
    taggedTitle: (tag) => `Artykuły z tagiem „${tag}”`,
    taggedSummary: (count, name, tag) => `${name}: ${postCount(count)} z tagiem „${tag}”.`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `Projekt ${project} – ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title} – ${name}: ${description}`,

    notFoundTitle: "Nie znaleziono strony",
    notFoundDescription: "Pod tym adresem nie ma żadnej strony.",
    notFoundHeading: "Ta strona nie istnieje",
    notFoundText:
      "Link mógł się zdezaktualizować albo w adresie jest literówka. Na stronie głównej znajdziesz wszystko, co jest w tym serwisie.",
    goHome: "Przejdź na stronę główną",
    orSeeAProject: "Albo zobacz któryś z projektów",
    errorTitle: "Coś poszło nie tak",
    errorText: "Nie udało się wyświetlić tej strony. Spróbuj ponownie lub",
    errorHomeLink: "wróć na stronę główną",

    cvTitle: (name) => `${name} – CV`,
    cvSubject: (name, jobTitle) => `CV – ${name}, ${jobTitle}`,
    cvProfile: "Profil",
    cvExperience: "Doświadczenie zawodowe",
    cvProjects: "Wybrane projekty",
    cvSkills: "Umiejętności",
    cvEducation: "Wykształcenie",
    cvLanguages: "Języki",

    technologiesIntro: (name) =>
      `Języki, frameworki i narzędzia, z których korzysta ${name}, a przy każdym projekty i artykuły, w których się pojawia.`,
    otherTechnologies: "Użyte też w projektach",
    allTechnologies: "Wszystkie technologie wraz z projektami i artykułami",
    skillPagesNote: "Podkreślone technologie mają własną stronę z projektami i artykułami, w których się pojawiają.",
    technologyUses: (projects, posts) =>
      [...(projects > 0 ? [projectCount(projects)] : []), ...(posts > 0 ? [postCount(posts)] : [])].join(", "),
    technologySummary: (name, technology, uses) => `${name} i ${technology}: ${uses}.`,
    projectsWith: (technology) => `Projekty: ${technology}`,
    postsAbout: (technology) => `Artykuły: ${technology}`,

    search: "Szukaj",
    searchIntro: "Znajdź projekt, artykuł lub technologię po dowolnym słowie.",
    searchLabel: "Szukaj w projektach, artykułach i technologiach",
    searchResultCount: {
      one: "{count} wynik",
      few: "{count} wyniki",
      many: "{count} wyników",
      other: "{count} wyniku",
    },
    searchNoResults: "Brak wyników",
    searchUnavailable: "Wyszukiwarka jest teraz niedostępna: wszystkie strony są wymienione poniżej.",
    searchEverything: "Wszystkie strony",
    searchKinds: { project: "Projekt", post: "Artykuł", technology: "Technologia" },
  };
}
