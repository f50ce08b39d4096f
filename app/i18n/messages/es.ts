// La interfaz en español, neutro para España y América. Typed `Messages`: a
// key missing from en.ts, or one en.ts lacks, is a type error. Buttons and
// links in the infinitive, as Spanish interfaces write them; quotation
// marks are «…».
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function es(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "Ir al contenido",
    siteNavigation: "Sitio",
    languageNavigation: "Idiomas",
    darkTheme: "Tema oscuro",
    opensInNewTab: "(se abre en una pestaña nueva)",

    footnotes: "Notas",
    backToReference: (reference) => `Volver a la llamada de nota ${number(reference)}`,
    tableLabel: (headers) => `Tabla: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagrama: ${labels.join(", ")}`,
    diagramSource: "Código fuente del diagrama",
    codeLineAdded: "Línea añadida:",
    codeLineRemoved: "Línea eliminada:",
    copyCode: "Copiar el código",
    codeCopied: "Copiado",
    alertNote: "Nota",
    alertTip: "Consejo",
    alertImportant: "Importante",
    alertWarning: "Advertencia",
    alertCaution: "Precaución",

    downloadCv: "Descargar CV",
    pdfHint: "(PDF)",
    resumeJson: "CV en formato JSON",
    profileLink: (label) => `Perfil en ${label}`,
    experience: "Experiencia",
    present: "actualidad",
    projects: "Proyectos",
    technologies: "Tecnologías",
    writing: "Artículos",
    allPosts: (count) => plural(count, { one: `${number(count)} artículo`, other: `Los ${number(count)} artículos` }),

    liveDemo: "Ver la demo en vivo",
    sourceCode: "Ver el código fuente",
    aboutProject: "Sobre el proyecto",
    technologiesUsed: "Tecnologías utilizadas",
    screenshots: "Capturas de pantalla",
    atAGlance: "En resumen",
    caseContext: "Contexto",
    caseRole: "Rol",
    caseTeam: "Equipo",
    caseDecisions: "Decisiones clave",
    caseOutcomes: "Resultados",
    outcomeOnCard: "Resultado:",
    repositoryTitle: "En GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: "1 estrella",
        other: `${number(count)} estrellas`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: "1 bifurcación",
        other: `${number(count)} bifurcaciones`,
      }),
    repositoryLanguages: "Lenguajes",
    repositoryLastPush: "Último push",
    repositoryRelease: "Última versión",
    repositoryLicence: "Licencia",
    repositoryArchived: "Archivado",
    pinnedRepositories: "También en GitHub",
    replies: "Respuestas",
    noReplies: "Todavía no hay respuestas.",
    replyOnBluesky: "Responder en Bluesky",
    replyOnMastodon: "Responder en Mastodon",
    replyLikes: (count) =>
      plural(count, {
        one: "1 me gusta",
        other: `${number(count)} me gusta`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: "1 republicación",
        other: `${number(count)} republicaciones`,
      }),
    comments: "Comentarios",
    showComments: "Mostrar comentarios",
    commentsOnGitHub: "Leer los comentarios en GitHub",
    commentsFrame: "Comentarios de GitHub Discussions",
    mentions: "Menciones",
    mentionKind: (kind) =>
      ({ reply: "Respuesta", like: "Me gusta", repost: "Republicación", bookmark: "Marcador", mention: "Mención" })[
        kind
      ],
    tableOfContents: "En esta página",
    moreProjects: "Más proyectos",
    seeAllProjects: (count) =>
      plural(count, { one: "Ver el único proyecto", other: `Ver los ${number(count)} proyectos` }),

    viewLarger: "(ampliar)",
    openingScreenshot: "Abriendo la captura…",
    viewerLabel: (project) => `Capturas de pantalla de ${project}`,
    closeViewer: "Cerrar el visor",
    previousScreenshot: "Captura anterior",
    nextScreenshot: "Captura siguiente",
    screenshotPosition: (position, count) => `${number(position)} de ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} de ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `Artículos y notas de ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name) => `Artículos de ${name}`,
    feedTitle: (name) => `${name}: artículos`,
    published: "Publicado el",
    updated: "Actualizado el",
    minutesToRead: (minutes) => `${number(minutes)} min de lectura`,
    tags: "Etiquetas",
    tagsOf: (title) => `Etiquetas de «${title}»`,
    morePosts: "Más artículos",
    previousPost: "Artículo anterior",
    nextPost: "Artículo siguiente",
    taggedTitle: (tag) => `Artículos sobre «${tag}»`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: "1 artículo", other: `${number(count)} artículos` })} de ${name} sobre «${tag}».`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, un proyecto de ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, de ${name}: ${description}`,

    notFoundTitle: "Página no encontrada",
    notFoundDescription: "No hay ninguna página en esta dirección.",
    notFoundHeading: "Esta página no existe",
    notFoundText:
      "Puede que el enlace esté desactualizado o que la dirección tenga un error. En la página de inicio está todo el contenido del sitio.",
    goHome: "Ir a la página de inicio",
    orSeeAProject: "O echa un vistazo a un proyecto",
    errorTitle: "Algo ha fallado",
    errorText: "No se ha podido mostrar esta página. Vuelve a intentarlo o",
    errorHomeLink: "regresa a la página de inicio",

    cvTitle: (name) => `${name} – CV`,
    cvSubject: (name, jobTitle) => `CV de ${name}, ${jobTitle}`,
    cvProfile: "Perfil",
    cvExperience: "Experiencia profesional",
    cvProjects: "Proyectos destacados",
    cvSkills: "Habilidades",
    cvEducation: "Formación",
    cvLanguages: "Idiomas",

    technologiesIntro: (name) =>
      `Los lenguajes, frameworks y herramientas con los que trabaja ${name}, cada uno con los proyectos y artículos en los que aparece.`,
    otherTechnologies: "También usadas en los proyectos",
    allTechnologies: "Todas las tecnologías, con sus proyectos y artículos",
    skillPagesNote: "Las tecnologías subrayadas tienen su propia página, con los proyectos y artículos que las usan.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 proyecto", other: `${number(projects)} proyectos` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 artículo", other: `${number(posts)} artículos` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `El trabajo de ${name} con ${technology}: ${uses}.`,
    projectsWith: (technology) => `Proyectos con ${technology}`,
    postsAbout: (technology) => `Artículos sobre ${technology}`,

    search: "Buscar",
    searchIntro: "Encuentra un proyecto, un artículo o una tecnología por cualquier palabra que contenga.",
    searchLabel: "Buscar en proyectos, artículos y tecnologías",
    searchResultCount: { one: "{count} resultado", other: "{count} resultados" },
    searchNoResults: "No hay resultados",
    searchUnavailable: "La búsqueda no está disponible ahora mismo: todas las páginas aparecen abajo.",
    searchEverything: "Todas las páginas",
    searchKinds: { project: "Proyecto", post: "Artículo", technology: "Tecnología" },
  };
}
