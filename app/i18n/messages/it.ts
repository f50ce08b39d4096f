// L’interfaccia in italiano. Typed `Messages`: a key missing from en.ts, or
// one en.ts lacks, is a type error. Links in the infinitive, as Italian
// interfaces write them; quotation marks are «…».
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function it(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "Vai al contenuto",
    siteNavigation: "Sito",
    languageNavigation: "Lingue",
    darkTheme: "Tema scuro",
    opensInNewTab: "(si apre in una nuova scheda)",

    footnotes: "Note",
    backToReference: (reference) => `Torna al richiamo ${number(reference)}`,
    tableLabel: (headers) => `Tabella: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagramma: ${labels.join(", ")}`,
    diagramSource: "Codice sorgente del diagramma",
    codeLineAdded: "Riga aggiunta:",
    codeLineRemoved: "Riga rimossa:",
    copyCode: "Copia il codice",
    codeCopied: "Copiato",
    alertNote: "Nota",
    alertTip: "Suggerimento",
    alertImportant: "Importante",
    alertWarning: "Avviso",
    alertCaution: "Attenzione",

    downloadCv: "Scarica il CV",
    pdfHint: "(PDF)",
    resumeJson: "CV in formato JSON",
    profileLink: (label) => `Profilo ${label}`,
    experience: "Esperienza",
    present: "oggi",
    projects: "Progetti",
    technologies: "Tecnologie",
    writing: "Articoli",
    allPosts: (count) =>
      plural(count, { one: `${number(count)} articolo`, other: `Tutti i ${number(count)} articoli` }),

    liveDemo: "Prova la demo",
    sourceCode: "Leggi il codice sorgente",
    aboutProject: "Il progetto",
    technologiesUsed: "Tecnologie usate",
    screenshots: "Screenshot",
    atAGlance: "In breve",
    caseContext: "Contesto",
    caseRole: "Ruolo",
    caseTeam: "Team",
    caseDecisions: "Scelte chiave",
    caseOutcomes: "Risultati",
    outcomeOnCard: "Risultato:",
    repositoryTitle: "Su GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: "1 stella",
        other: `${number(count)} stelle`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: "1 fork",
        other: `${number(count)} fork`,
      }),
    repositoryLanguages: "Linguaggi",
    repositoryLastPush: "Ultimo push",
    repositoryRelease: "Ultima release",
    repositoryLicence: "Licenza",
    repositoryArchived: "Archiviato",
    pinnedRepositories: "Anche su GitHub",
    replies: "Risposte",
    noReplies: "Ancora nessuna risposta.",
    replyOnBluesky: "Rispondi su Bluesky",
    replyOnMastodon: "Rispondi su Mastodon",
    replyLikes: (count) =>
      plural(count, {
        one: "1 mi piace",
        other: `${number(count)} mi piace`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: "1 ricondivisione",
        other: `${number(count)} ricondivisioni`,
      }),
    comments: "Commenti",
    showComments: "Mostra i commenti",
    commentsOnGitHub: "Leggi i commenti su GitHub",
    commentsFrame: "Commenti da GitHub Discussions",
    mentions: "Menzioni",
    mentionKind: (kind) =>
      ({ reply: "Risposta", like: "Mi piace", repost: "Ricondivisione", bookmark: "Segnalibro", mention: "Menzione" })[
        kind
      ],
    tableOfContents: "In questa pagina",
    moreProjects: "Altri progetti",
    seeAllProjects: (count) =>
      plural(count, { one: "Vedi l’unico progetto", other: `Vedi tutti i ${number(count)} progetti` }),

    viewLarger: "(ingrandisci)",
    openingScreenshot: "Apertura dello screenshot…",
    viewerLabel: (project) => `Screenshot di ${project}`,
    closeViewer: "Chiudi il visualizzatore",
    previousScreenshot: "Screenshot precedente",
    nextScreenshot: "Screenshot successivo",
    screenshotPosition: (position, count) => `${number(position)} di ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} di ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `Articoli e appunti di ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name) => `Articoli di ${name}`,
    feedTitle: (name) => `${name}: articoli`,
    published: "Pubblicato il",
    updated: "Aggiornato il",
    minutesToRead: (minutes) => `${number(minutes)} min di lettura`,
    tags: "Tag",
    tagsOf: (title) => `Tag di «${title}»`,
    morePosts: "Altri articoli",
    previousPost: "Articolo precedente",
    nextPost: "Articolo successivo",
    taggedTitle: (tag) => `Articoli su «${tag}»`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: "1 articolo", other: `${number(count)} articoli` })} di ${name} su «${tag}».`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, un progetto di ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, di ${name}: ${description}`,

    notFoundTitle: "Pagina non trovata",
    notFoundDescription: "A questo indirizzo non c’è nessuna pagina.",
    notFoundHeading: "Questa pagina non esiste",
    notFoundText:
      "Il link potrebbe non essere più valido, o l’indirizzo contenere un errore di battitura. Dalla home page si raggiunge tutto il sito.",
    goHome: "Vai alla home page",
    orSeeAProject: "Oppure guarda un progetto",
    errorTitle: "Qualcosa è andato storto",
    errorText: "Non è stato possibile mostrare questa pagina. Riprova, oppure",
    errorHomeLink: "torna alla home page",

    cvTitle: (name) => `${name} – CV`,
    cvSubject: (name, jobTitle) => `CV di ${name}, ${jobTitle}`,
    cvProfile: "Profilo",
    cvExperience: "Esperienza professionale",
    cvProjects: "Progetti scelti",
    cvSkills: "Competenze",
    cvEducation: "Formazione",
    cvLanguages: "Lingue",

    technologiesIntro: (name) =>
      `I linguaggi, i framework e gli strumenti con cui lavora ${name}, ciascuno con i progetti e gli articoli che lo usano.`,
    otherTechnologies: "Usate anche nei progetti",
    allTechnologies: "Tutte le tecnologie, con i loro progetti e articoli",
    skillPagesNote: "Le tecnologie sottolineate hanno una pagina con i progetti e gli articoli che le usano.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 progetto", other: `${number(projects)} progetti` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 articolo", other: `${number(posts)} articoli` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `Il lavoro di ${name} con ${technology}: ${uses}.`,
    projectsWith: (technology) => `Progetti con ${technology}`,
    postsAbout: (technology) => `Articoli su ${technology}`,

    search: "Cerca",
    searchIntro: "Trova un progetto, un articolo o una tecnologia a partire da una qualsiasi parola.",
    searchLabel: "Cerca tra progetti, articoli e tecnologie",
    searchResultCount: { one: "{count} risultato", other: "{count} risultati" },
    searchNoResults: "Nessun risultato",
    searchUnavailable: "La ricerca non è disponibile al momento: tutte le pagine sono elencate qui sotto.",
    searchEverything: "Tutte le pagine",
    searchKinds: { project: "Progetto", post: "Articolo", technology: "Tecnologia" },
  };
}
