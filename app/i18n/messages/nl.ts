// De interface in het Nederlands. Typed `Messages`: a key missing from en.ts,
// or one en.ts lacks, is a type error. The reader is addressed as "je", as
// most Dutch developer sites do; quotation marks are ‘…’.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function nl(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "Naar de inhoud",
    siteNavigation: "Site",
    languageNavigation: "Talen",
    darkTheme: "Donker thema",
    opensInNewTab: "(opent in een nieuw tabblad)",

    footnotes: "Voetnoten",
    backToReference: (reference) => `Terug naar verwijzing ${number(reference)}`,
    tableLabel: (headers) => `Tabel: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagram: ${labels.join(", ")}`,
    diagramSource: "Broncode van het diagram",
    codeLineAdded: "Toegevoegde regel:",
    codeLineRemoved: "Verwijderde regel:",
    copyCode: "Code kopiëren",
    codeCopied: "Gekopieerd",
    alertNote: "Opmerking",
    alertTip: "Tip",
    alertImportant: "Belangrijk",
    alertWarning: "Waarschuwing",
    alertCaution: "Let op",

    downloadCv: "Cv downloaden",
    pdfHint: "(pdf)",
    resumeJson: "Cv als JSON",
    profileLink: (label) => `Profiel op ${label}`,
    experience: "Werkervaring",
    present: "heden",
    projects: "Projecten",
    technologies: "Technologieën",
    writing: "Artikelen",
    allPosts: (count) => plural(count, { one: `${number(count)} artikel`, other: `Alle ${number(count)} artikelen` }),

    liveDemo: "Bekijk de live demo",
    sourceCode: "Bekijk de broncode",
    aboutProject: "Over het project",
    technologiesUsed: "Gebruikte technologieën",
    screenshots: "Screenshots",
    atAGlance: "In het kort",
    caseContext: "Context",
    caseRole: "Rol",
    caseTeam: "Team",
    caseDecisions: "Belangrijke keuzes",
    caseOutcomes: "Resultaat",
    outcomeOnCard: "Resultaat:",
    repositoryTitle: "Op GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: "1 ster",
        other: `${number(count)} sterren`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: "1 fork",
        other: `${number(count)} forks`,
      }),
    repositoryLanguages: "Talen",
    repositoryLastPush: "Laatste push",
    repositoryRelease: "Nieuwste release",
    repositoryLicence: "Licentie",
    repositoryArchived: "Gearchiveerd",
    pinnedRepositories: "Ook op GitHub",
    replies: "Reacties",
    noReplies: "Nog geen reacties.",
    replyOnBluesky: "Reageer op Bluesky",
    replyOnMastodon: "Reageer op Mastodon",
    replyLikes: (count) =>
      plural(count, {
        one: "1 like",
        other: `${number(count)} likes`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: "1 repost",
        other: `${number(count)} reposts`,
      }),
    comments: "Reacties",
    showComments: "Reacties tonen",
    commentsOnGitHub: "Lees de reacties op GitHub",
    commentsFrame: "Reacties uit GitHub Discussions",
    mentions: "Vermeldingen",
    mentionKind: (kind) =>
      ({ reply: "Reactie", like: "Like", repost: "Repost", bookmark: "Bladwijzer", mention: "Vermelding" })[kind],
    tableOfContents: "Op deze pagina",
    moreProjects: "Meer projecten",
    seeAllProjects: (count) =>
      plural(count, { one: "Bekijk het enige project", other: `Bekijk alle ${number(count)} projecten` }),

    viewLarger: "(vergroten)",
    openingScreenshot: "Screenshot openen…",
    viewerLabel: (project) => `Screenshots van ${project}`,
    closeViewer: "Screenshots sluiten",
    previousScreenshot: "Vorige screenshot",
    nextScreenshot: "Volgende screenshot",
    screenshotPosition: (position, count) => `${number(position)} van ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} van ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `Artikelen en notities van ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name) => `Artikelen van ${name}`,
    feedTitle: (name) => `${name}: artikelen`,
    published: "Gepubliceerd op",
    updated: "Bijgewerkt op",
    minutesToRead: (minutes) => `${number(minutes)} min. leestijd`,
    tags: "Tags",
    tagsOf: (title) => `Tags van ‘${title}’`,
    morePosts: "Meer artikelen",
    previousPost: "Vorig artikel",
    nextPost: "Volgend artikel",
    taggedTitle: (tag) => `Artikelen over ‘${tag}’`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: "1 artikel", other: `${number(count)} artikelen` })} van ${name} over ‘${tag}’.`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, een project van ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, door ${name}: ${description}`,

    notFoundTitle: "Pagina niet gevonden",
    notFoundDescription: "Op dit adres staat geen pagina.",
    notFoundHeading: "Deze pagina bestaat niet",
    notFoundText:
      "Misschien is de link verouderd of het adres verkeerd getypt. Via de homepage vind je alles op deze site.",
    goHome: "Naar de homepage",
    orSeeAProject: "Of bekijk een project",
    errorTitle: "Er is iets misgegaan",
    errorText: "Deze pagina kon niet worden weergegeven. Probeer het opnieuw, of",
    errorHomeLink: "ga terug naar de homepage",

    cvTitle: (name) => `${name} – cv`,
    cvSubject: (name, jobTitle) => `Cv van ${name}, ${jobTitle}`,
    cvProfile: "Profiel",
    cvExperience: "Werkervaring",
    cvProjects: "Geselecteerde projecten",
    cvSkills: "Vaardigheden",
    cvEducation: "Opleiding",
    cvLanguages: "Talen",

    technologiesIntro: (name) =>
      `De talen, frameworks en tools waarmee ${name} werkt, elk met de projecten en artikelen waarin ze voorkomen.`,
    otherTechnologies: "Ook gebruikt in projecten",
    allTechnologies: "Alle technologieën, met hun projecten en artikelen",
    skillPagesNote:
      "Onderstreepte technologieën hebben een eigen pagina met de projecten en artikelen waarin ze voorkomen.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 project", other: `${number(projects)} projecten` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 artikel", other: `${number(posts)} artikelen` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `Werk van ${name} met ${technology}: ${uses}.`,
    projectsWith: (technology) => `Projecten met ${technology}`,
    postsAbout: (technology) => `Artikelen over ${technology}`,

    search: "Zoeken",
    searchIntro: "Vind een project, artikel of technologie aan de hand van elk woord erin.",
    searchLabel: "Zoek in projecten, artikelen en technologieën",
    searchResultCount: { one: "{count} resultaat", other: "{count} resultaten" },
    searchNoResults: "Geen resultaten",
    searchUnavailable: "Zoeken is nu niet beschikbaar: alle pagina’s staan hieronder.",
    searchEverything: "Alle pagina’s",
    searchKinds: { project: "Project", post: "Artikel", technology: "Technologie" },
  };
}
