// Die Oberfläche auf Deutsch. Typed `Messages`: a key missing from en.ts, or
// one en.ts lacks, is a type error. Nouns keep their capitals, so a job title
// is written into a sentence as the owner wrote it; the reader is addressed
// as "Sie"; quotation marks are „…“.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function de(format: Format): Messages {
  const { number, plural } = format;
  return {
    skipToContent: "Zum Inhalt springen",
    siteNavigation: "Website",
    languageNavigation: "Sprachen",
    darkTheme: "Dunkles Design",
    opensInNewTab: "(öffnet in einem neuen Tab)",

    footnotes: "Fußnoten",
    backToReference: (reference) => `Zurück zur Textstelle ${number(reference)}`,
    tableLabel: (headers) => `Tabelle: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagramm: ${labels.join(", ")}`,
    diagramSource: "Quelltext des Diagramms",
    codeLineAdded: "Hinzugefügte Zeile:",
    codeLineRemoved: "Entfernte Zeile:",
    copyCode: "Code kopieren",
    codeCopied: "Kopiert",
    alertNote: "Hinweis",
    alertTip: "Tipp",
    alertImportant: "Wichtig",
    alertWarning: "Warnung",
    alertCaution: "Vorsicht",

    downloadCv: "Lebenslauf herunterladen",
    pdfHint: "(PDF)",
    resumeJson: "Lebenslauf als JSON",
    profileLink: (label) => `Profil auf ${label}`,
    experience: "Berufserfahrung",
    present: "heute",
    projects: "Projekte",
    technologies: "Technologien",
    writing: "Artikel",
    allPosts: (count) => plural(count, { one: `${number(count)} Artikel`, other: `Alle ${number(count)} Artikel` }),

    liveDemo: "Live-Demo ansehen",
    sourceCode: "Quellcode ansehen",
    aboutProject: "Über das Projekt",
    technologiesUsed: "Eingesetzte Technologien",
    screenshots: "Screenshots",
    atAGlance: "Auf einen Blick",
    caseContext: "Ausgangslage",
    caseRole: "Rolle",
    caseTeam: "Team",
    caseDecisions: "Wichtige Entscheidungen",
    caseOutcomes: "Ergebnis",
    outcomeOnCard: "Ergebnis:",
    repositoryTitle: "Auf GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: "1 Stern",
        other: `${number(count)} Sterne`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: "1 Fork",
        other: `${number(count)} Forks`,
      }),
    repositoryLanguages: "Sprachen",
    repositoryLastPush: "Letzter Push",
    repositoryRelease: "Neuestes Release",
    repositoryLicence: "Lizenz",
    repositoryArchived: "Archiviert",
    pinnedRepositories: "Außerdem auf GitHub",
    replies: "Antworten",
    noReplies: "Noch keine Antworten.",
    replyOnBluesky: "Auf Bluesky antworten",
    replyOnMastodon: "Auf Mastodon antworten",
    replyLikes: (count) =>
      plural(count, {
        one: "1 Like",
        other: `${number(count)} Likes`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: "1 Repost",
        other: `${number(count)} Reposts`,
      }),
    comments: "Kommentare",
    showComments: "Kommentare anzeigen",
    commentsOnGitHub: "Kommentare auf GitHub lesen",
    commentsFrame: "Kommentare aus GitHub Discussions",
    mentions: "Erwähnungen",
    mentionKind: (kind) =>
      ({ reply: "Antwort", like: "Like", repost: "Repost", bookmark: "Lesezeichen", mention: "Erwähnung" })[kind],
    tableOfContents: "Auf dieser Seite",
    moreProjects: "Weitere Projekte",
    seeAllProjects: (count) => plural(count, { one: "Zum Projekt", other: `Alle ${number(count)} Projekte ansehen` }),

    viewLarger: "(vergrößern)",
    openingScreenshot: "Screenshot wird geöffnet …",
    viewerLabel: (project) => `Screenshots von ${project}`,
    closeViewer: "Bildansicht schließen",
    previousScreenshot: "Vorheriger Screenshot",
    nextScreenshot: "Nächster Screenshot",
    screenshotPosition: (position, count) => `${number(position)} von ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} von ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `Artikel und Notizen von ${name}, ${jobTitle}.`,
    writingBy: (name) => `Artikel von ${name}`,
    feedTitle: (name) => `${name}: Artikel`,
    published: "Veröffentlicht am",
    updated: "Aktualisiert am",
    minutesToRead: (minutes) => `${number(minutes)} Min. Lesezeit`,
    tags: "Schlagwörter",
    tagsOf: (title) => `Schlagwörter zu „${title}“`,
    morePosts: "Weitere Artikel",
    previousPost: "Vorheriger Artikel",
    nextPost: "Nächster Artikel",
    taggedTitle: (tag) => `Artikel zum Schlagwort „${tag}“`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: "1 Artikel", other: `${number(count)} Artikel` })} von ${name} zum Schlagwort „${tag}“.`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, ein Projekt von ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, von ${name}: ${description}`,

    notFoundTitle: "Seite nicht gefunden",
    notFoundDescription: "Unter dieser Adresse gibt es keine Seite.",
    notFoundHeading: "Diese Seite gibt es nicht",
    notFoundText:
      "Vielleicht ist der Link veraltet, oder die Adresse enthält einen Tippfehler. Auf der Startseite finden Sie alle Inhalte dieser Website.",
    goHome: "Zur Startseite",
    orSeeAProject: "Oder sehen Sie sich ein Projekt an",
    errorTitle: "Etwas ist schiefgelaufen",
    errorText: "Diese Seite konnte leider nicht angezeigt werden. Versuchen Sie es bitte noch einmal, oder",
    errorHomeLink: "kehren Sie zur Startseite zurück",

    cvTitle: (name) => `${name} – Lebenslauf`,
    cvSubject: (name, jobTitle) => `Lebenslauf von ${name}, ${jobTitle}`,
    cvProfile: "Profil",
    cvExperience: "Berufserfahrung",
    cvProjects: "Ausgewählte Projekte",
    cvSkills: "Kenntnisse",
    cvEducation: "Ausbildung",
    cvLanguages: "Sprachen",

    technologiesIntro: (name) =>
      `Die Sprachen, Frameworks und Tools, mit denen ${name} arbeitet, jeweils mit den Projekten und Artikeln dazu.`,
    otherTechnologies: "Außerdem in Projekten eingesetzt",
    allTechnologies: "Alle Technologien mit ihren Projekten und Artikeln",
    skillPagesNote:
      "Unterstrichene Technologien haben eine eigene Seite mit den Projekten und Artikeln, in denen sie vorkommen.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 Projekt", other: `${number(projects)} Projekte` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 Artikel", other: `${number(posts)} Artikel` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `Arbeiten von ${name} mit ${technology}: ${uses}.`,
    projectsWith: (technology) => `Projekte mit ${technology}`,
    postsAbout: (technology) => `Artikel über ${technology}`,

    search: "Suche",
    searchIntro: "Finden Sie ein Projekt, einen Artikel oder eine Technologie über jedes Wort darin.",
    searchLabel: "Projekte, Artikel und Technologien durchsuchen",
    searchResultCount: { one: "{count} Treffer", other: "{count} Treffer" },
    searchNoResults: "Keine Treffer",
    searchUnavailable: "Die Suche ist gerade nicht verfügbar: Alle Seiten sind unten aufgeführt.",
    searchEverything: "Alle Seiten",
    searchKinds: { project: "Projekt", post: "Artikel", technology: "Technologie" },
  };
}
