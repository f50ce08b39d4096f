// L’interface en français. Typed `Messages`: a key missing from en.ts, or one
// en.ts lacks, is a type error. French typography: a no-break space before a
// colon and inside « », a narrow one before ; ! ?
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function fr(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "Aller au contenu",
    siteNavigation: "Site",
    languageNavigation: "Langues",
    darkTheme: "Thème sombre",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",

    footnotes: "Notes",
    backToReference: (reference) => `Revenir à l’appel de note ${number(reference)}`,
    tableLabel: (headers) => `Tableau : ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagramme : ${labels.join(", ")}`,
    diagramSource: "Source du diagramme",
    codeLineAdded: "Ligne ajoutée :",
    codeLineRemoved: "Ligne supprimée :",
    copyCode: "Copier le code",
    codeCopied: "Code copié",
    alertNote: "Remarque",
    alertTip: "Astuce",
    alertImportant: "Important",
    alertWarning: "Avertissement",
    alertCaution: "Attention",

    downloadCv: "Télécharger mon CV",
    pdfHint: "(PDF)",
    resumeJson: "CV au format JSON",
    profileLink: (label) => `Profil ${label}`,
    experience: "Parcours",
    present: "aujourd’hui",
    projects: "Projets",
    technologies: "Technologies",
    writing: "Articles",
    allPosts: (count) => plural(count, { one: `${number(count)} article`, other: `Les ${number(count)} articles` }),

    liveDemo: "Voir la démo en ligne",
    sourceCode: "Lire le code source",
    aboutProject: "Le projet",
    technologiesUsed: "Technologies utilisées",
    screenshots: "Captures d’écran",
    atAGlance: "En bref",
    caseContext: "Contexte",
    caseRole: "Rôle",
    caseTeam: "Équipe",
    caseDecisions: "Choix décisifs",
    caseOutcomes: "Résultats",
    outcomeOnCard: "Résultat :",
    repositoryTitle: "Sur GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: `${number(count)} étoile`,
        other: `${number(count)} étoiles`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: `${number(count)} fork`,
        other: `${number(count)} forks`,
      }),
    repositoryLanguages: "Langages",
    repositoryLastPush: "Dernier push",
    repositoryRelease: "Dernière version",
    repositoryLicence: "Licence",
    repositoryArchived: "Archivé",
    pinnedRepositories: "Aussi sur GitHub",
    replies: "Réponses",
    noReplies: "Pas encore de réponse.",
    replyOnBluesky: "Répondre sur Bluesky",
    replyOnMastodon: "Répondre sur Mastodon",
    replyLikes: (count) => `${number(count)} j’aime`,
    replyReposts: (count) =>
      plural(count, {
        one: `${number(count)} republication`,
        other: `${number(count)} republications`,
      }),
    comments: "Commentaires",
    showComments: "Afficher les commentaires",
    commentsOnGitHub: "Lire les commentaires sur GitHub",
    commentsFrame: "Commentaires de GitHub Discussions",
    mentions: "Mentions",
    mentionKind: (kind) =>
      ({ reply: "Réponse", like: "J’aime", repost: "Republication", bookmark: "Signet", mention: "Mention" })[kind],
    tableOfContents: "Sur cette page",
    moreProjects: "Autres projets",
    seeAllProjects: (count) =>
      plural(count, { one: "Voir le seul projet", other: `Voir les ${number(count)} projets` }),

    viewLarger: "(agrandir)",
    openingScreenshot: "Ouverture de la capture…",
    viewerLabel: (project) => `Captures d’écran de ${project}`,
    closeViewer: "Fermer la visionneuse",
    previousScreenshot: "Capture précédente",
    nextScreenshot: "Capture suivante",
    screenshotPosition: (position, count) => `${number(position)} sur ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} sur ${number(count)} : ${alt}`,

    writingDescription: (name, jobTitle) => `Articles et notes de ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name) => `Articles de ${name}`,
    feedTitle: (name) => `${name} : articles`,
    published: "Publié le",
    updated: "Mis à jour le",
    minutesToRead: (minutes) => `${number(minutes)} min de lecture`,
    tags: "Mots-clés",
    tagsOf: (title) => `Mots-clés de « ${title} »`,
    morePosts: "Autres articles",
    previousPost: "Article précédent",
    nextPost: "Article suivant",
    taggedTitle: (tag) => `Articles sur « ${tag} »`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: "1 article", other: `${number(count)} articles` })} de ${name} sur « ${tag} ».`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, un projet de ${name} : ${summary}`,
    postCardAlt: (title, name, description) => `${title}, par ${name} : ${description}`,

    notFoundTitle: "Page introuvable",
    notFoundDescription: "Il n’y a pas de page à cette adresse.",
    notFoundHeading: "Cette page n’existe pas",
    notFoundText:
      "Le lien est peut-être périmé, ou l’adresse mal saisie. Vous trouverez tout le contenu du site depuis la page d’accueil.",
    goHome: "Aller à la page d’accueil",
    orSeeAProject: "Ou découvrez un projet",
    errorTitle: "Une erreur s’est produite",
    errorText: "Cette page n’a pas pu s’afficher. Réessayez, ou",
    errorHomeLink: "revenez à la page d’accueil",

    cvTitle: (name) => `${name} – CV`,
    cvSubject: (name, jobTitle) => `CV de ${name}, ${jobTitle}`,
    cvProfile: "Profil",
    cvExperience: "Expérience professionnelle",
    cvProjects: "Projets choisis",
    cvSkills: "Compétences",
    cvEducation: "Formation",
    cvLanguages: "Langues",

    technologiesIntro: (name) =>
      `Les langages, frameworks et outils avec lesquels ${name} travaille, chacun avec les projets et articles qui l’utilisent.`,
    otherTechnologies: "Également dans les projets",
    allTechnologies: "Toutes les technologies, avec leurs projets et articles",
    skillPagesNote: "Les technologies soulignées ont leur page, avec les projets et articles qui s’en servent.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 projet", other: `${number(projects)} projets` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 article", other: `${number(posts)} articles` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `Le travail de ${name} avec ${technology} : ${uses}.`,
    projectsWith: (technology) => `Projets avec ${technology}`,
    postsAbout: (technology) => `Articles sur ${technology}`,

    search: "Rechercher",
    searchIntro: "Trouvez un projet, un article ou une technologie à partir de n’importe quel mot.",
    searchLabel: "Rechercher dans les projets, articles et technologies",
    searchResultCount: { one: "{count} résultat", other: "{count} résultats" },
    searchNoResults: "Aucun résultat",
    searchUnavailable: "La recherche n’est pas disponible pour l’instant : toutes les pages sont listées ci-dessous.",
    searchEverything: "Toutes les pages",
    searchKinds: { project: "Projet", post: "Article", technology: "Technologie" },
  };
}
