// Gränssnittet på svenska. Typed `Messages`: a key missing from en.ts, or one
// en.ts lacks, is a type error. The reader is addressed as "du"; quotation
// marks are ”…”, the same sign at both ends.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function sv(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "Hoppa till innehållet",
    siteNavigation: "Webbplats",
    languageNavigation: "Språk",
    darkTheme: "Mörkt tema",
    opensInNewTab: "(öppnas i en ny flik)",

    footnotes: "Fotnoter",
    backToReference: (reference) => `Tillbaka till hänvisning ${number(reference)}`,
    tableLabel: (headers) => `Tabell: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagram: ${labels.join(", ")}`,
    diagramSource: "Diagrammets källkod",
    codeLineAdded: "Tillagd rad:",
    codeLineRemoved: "Borttagen rad:",
    copyCode: "Kopiera koden",
    codeCopied: "Kopierat",
    alertNote: "Observera",
    alertTip: "Tips",
    alertImportant: "Viktigt",
    alertWarning: "Varning",
    alertCaution: "Se upp",

    downloadCv: "Ladda ner cv",
    pdfHint: "(pdf)",
    resumeJson: "Cv som JSON",
    profileLink: (label) => `Profil på ${label}`,
    experience: "Erfarenhet",
    present: "nu",
    projects: "Projekt",
    technologies: "Tekniker",
    writing: "Artiklar",
    allPosts: (count) => plural(count, { one: `${number(count)} artikel`, other: `Alla ${number(count)} artiklar` }),

    liveDemo: "Prova demon",
    sourceCode: "Läs källkoden",
    aboutProject: "Om projektet",
    technologiesUsed: "Tekniker som används",
    screenshots: "Skärmbilder",
    atAGlance: "I korthet",
    caseContext: "Bakgrund",
    caseRole: "Roll",
    caseTeam: "Team",
    caseDecisions: "Viktiga beslut",
    caseOutcomes: "Resultat",
    outcomeOnCard: "Resultat:",
    repositoryTitle: "På GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: "1 stjärna",
        other: `${number(count)} stjärnor`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: "1 förgrening",
        other: `${number(count)} förgreningar`,
      }),
    repositoryLanguages: "Språk",
    repositoryLastPush: "Senaste push",
    repositoryRelease: "Senaste release",
    repositoryLicence: "Licens",
    repositoryArchived: "Arkiverat",
    pinnedRepositories: "Även på GitHub",
    replies: "Svar",
    noReplies: "Inga svar än.",
    replyOnBluesky: "Svara på Bluesky",
    replyOnMastodon: "Svara på Mastodon",
    replyLikes: (count) =>
      plural(count, {
        one: "1 gilla-markering",
        other: `${number(count)} gilla-markeringar`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: "1 delning",
        other: `${number(count)} delningar`,
      }),
    comments: "Kommentarer",
    showComments: "Visa kommentarer",
    commentsOnGitHub: "Läs kommentarerna på GitHub",
    commentsFrame: "Kommentarer från GitHub Discussions",
    mentions: "Omnämnanden",
    mentionKind: (kind) =>
      ({ reply: "Svar", like: "Gilla", repost: "Delning", bookmark: "Bokmärke", mention: "Omnämnande" })[kind],
    tableOfContents: "På den här sidan",
    moreProjects: "Fler projekt",
    seeAllProjects: (count) =>
      plural(count, { one: "Se det enda projektet", other: `Se alla ${number(count)} projekt` }),

    viewLarger: "(förstora)",
    openingScreenshot: "Öppnar skärmbilden…",
    viewerLabel: (project) => `Skärmbilder från ${project}`,
    closeViewer: "Stäng bildvisaren",
    previousScreenshot: "Föregående skärmbild",
    nextScreenshot: "Nästa skärmbild",
    screenshotPosition: (position, count) => `${number(position)} av ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} av ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `Artiklar och anteckningar av ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name) => `Artiklar av ${name}`,
    feedTitle: (name) => `${name}: artiklar`,
    published: "Publicerad",
    updated: "Uppdaterad",
    minutesToRead: (minutes) => `${number(minutes)} min läsning`,
    tags: "Taggar",
    tagsOf: (title) => `Taggar för ”${title}”`,
    morePosts: "Fler artiklar",
    previousPost: "Föregående artikel",
    nextPost: "Nästa artikel",
    taggedTitle: (tag) => `Artiklar taggade ”${tag}”`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: "1 artikel", other: `${number(count)} artiklar` })} av ${name} taggade ”${tag}”.`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, ett projekt av ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, av ${name}: ${description}`,

    notFoundTitle: "Sidan hittades inte",
    notFoundDescription: "Det finns ingen sida på den här adressen.",
    notFoundHeading: "Den här sidan finns inte",
    notFoundText:
      "Länken kan vara gammal, eller adressen felskriven. På startsidan hittar du allt som finns på webbplatsen.",
    goHome: "Gå till startsidan",
    orSeeAProject: "Eller titta på ett projekt",
    errorTitle: "Något gick fel",
    errorText: "Tyvärr gick det inte att visa sidan. Försök igen, eller",
    errorHomeLink: "gå tillbaka till startsidan",

    cvTitle: (name) => `${name} – cv`,
    cvSubject: (name, jobTitle) => `Cv för ${name}, ${jobTitle}`,
    cvProfile: "Profil",
    cvExperience: "Arbetslivserfarenhet",
    cvProjects: "Utvalda projekt",
    cvSkills: "Kompetenser",
    cvEducation: "Utbildning",
    cvLanguages: "Språk",

    technologiesIntro: (name) =>
      `Språken, ramverken och verktygen som ${name} arbetar med, vart och ett med de projekt och artiklar där det används.`,
    otherTechnologies: "Används också i projekten",
    allTechnologies: "Alla tekniker, med sina projekt och artiklar",
    skillPagesNote: "Understrukna tekniker har en egen sida med de projekt och artiklar där de används.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 projekt", other: `${number(projects)} projekt` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 artikel", other: `${number(posts)} artiklar` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `${name} och ${technology}: ${uses}.`,
    projectsWith: (technology) => `Projekt med ${technology}`,
    postsAbout: (technology) => `Artiklar om ${technology}`,

    search: "Sök",
    searchIntro: "Hitta ett projekt, en artikel eller en teknik på vilket ord som helst i den.",
    searchLabel: "Sök bland projekt, artiklar och tekniker",
    searchResultCount: { one: "{count} träff", other: "{count} träffar" },
    searchNoResults: "Inga träffar",
    searchUnavailable: "Sökningen är inte tillgänglig just nu: alla sidor listas nedan.",
    searchEverything: "Alla sidor",
    searchKinds: { project: "Projekt", post: "Artikel", technology: "Teknik" },
  };
}
