// A interface em português do Brasil, which pt-PT and every other "pt" tag
// also use (app/i18n/catalogues.ts). Typed `Messages`: a key missing from
// en.ts, or one en.ts lacks, is a type error. Intl's Portuguese plural rules
// count 0 as "one" too, so a form for one never writes the count as "1".
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function pt(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "Pular para o conteúdo",
    siteNavigation: "Site",
    languageNavigation: "Idiomas",
    darkTheme: "Tema escuro",
    opensInNewTab: "(abre em uma nova aba)",

    footnotes: "Notas",
    backToReference: (reference) => `Voltar à referência ${number(reference)}`,
    tableLabel: (headers) => `Tabela: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diagrama: ${labels.join(", ")}`,
    diagramSource: "Código-fonte do diagrama",
    codeLineAdded: "Linha adicionada:",
    codeLineRemoved: "Linha removida:",
    copyCode: "Copiar código",
    codeCopied: "Copiado",
    alertNote: "Observação",
    alertTip: "Dica",
    alertImportant: "Importante",
    alertWarning: "Aviso",
    alertCaution: "Cuidado",

    downloadCv: "Baixar currículo",
    pdfHint: "(PDF)",
    resumeJson: "Currículo em JSON",
    profileLink: (label) => `Perfil no ${label}`,
    experience: "Experiência",
    present: "atual",
    projects: "Projetos",
    technologies: "Tecnologias",
    writing: "Artigos",
    allPosts: (count) => plural(count, { one: `${number(count)} artigo`, other: `Todos os ${number(count)} artigos` }),

    liveDemo: "Ver a demonstração",
    sourceCode: "Ver o código-fonte",
    aboutProject: "Sobre o projeto",
    technologiesUsed: "Tecnologias usadas",
    screenshots: "Capturas de tela",
    atAGlance: "Em resumo",
    caseContext: "Contexto",
    caseRole: "Papel",
    caseTeam: "Equipe",
    caseDecisions: "Decisões importantes",
    caseOutcomes: "Resultados",
    outcomeOnCard: "Resultado:",
    repositoryTitle: "No GitHub",
    repositoryStars: (count) =>
      plural(count, {
        one: `${number(count)} estrela`,
        other: `${number(count)} estrelas`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        one: `${number(count)} fork`,
        other: `${number(count)} forks`,
      }),
    repositoryLanguages: "Linguagens",
    repositoryLastPush: "Último push",
    repositoryRelease: "Versão mais recente",
    repositoryLicence: "Licença",
    repositoryArchived: "Arquivado",
    pinnedRepositories: "Também no GitHub",
    replies: "Respostas",
    noReplies: "Ainda não há respostas.",
    replyOnBluesky: "Responder no Bluesky",
    replyOnMastodon: "Responder no Mastodon",
    replyLikes: (count) =>
      plural(count, {
        one: `${number(count)} curtida`,
        other: `${number(count)} curtidas`,
      }),
    replyReposts: (count) =>
      plural(count, {
        one: `${number(count)} repost`,
        other: `${number(count)} reposts`,
      }),
    comments: "Comentários",
    showComments: "Mostrar comentários",
    commentsOnGitHub: "Ler os comentários no GitHub",
    commentsFrame: "Comentários do GitHub Discussions",
    mentions: "Menções",
    mentionKind: (kind) =>
      ({ reply: "Resposta", like: "Curtida", repost: "Repost", bookmark: "Favorito", mention: "Menção" })[kind],
    tableOfContents: "Nesta página",
    moreProjects: "Mais projetos",
    seeAllProjects: (count) =>
      plural(count, { one: "Ver o único projeto", other: `Ver todos os ${number(count)} projetos` }),

    viewLarger: "(ampliar)",
    openingScreenshot: "Abrindo a captura…",
    viewerLabel: (project) => `Capturas de tela de ${project}`,
    closeViewer: "Fechar o visualizador",
    previousScreenshot: "Captura anterior",
    nextScreenshot: "Próxima captura",
    screenshotPosition: (position, count) => `${number(position)} de ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} de ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `Artigos e anotações de ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name) => `Artigos de ${name}`,
    feedTitle: (name) => `${name}: artigos`,
    published: "Publicado em",
    updated: "Atualizado em",
    minutesToRead: (minutes) => `${number(minutes)} min de leitura`,
    tags: "Tags",
    tagsOf: (title) => `Tags de “${title}”`,
    morePosts: "Mais artigos",
    previousPost: "Artigo anterior",
    nextPost: "Próximo artigo",
    taggedTitle: (tag) => `Artigos sobre “${tag}”`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: `${number(count)} artigo`, other: `${number(count)} artigos` })} de ${name} sobre “${tag}”.`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, um projeto de ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, por ${name}: ${description}`,

    notFoundTitle: "Página não encontrada",
    notFoundDescription: "Não há nenhuma página neste endereço.",
    notFoundHeading: "Esta página não existe",
    notFoundText:
      "O link pode estar desatualizado, ou o endereço foi digitado errado. Todo o conteúdo do site está na página inicial.",
    goHome: "Ir para a página inicial",
    orSeeAProject: "Ou conheça um projeto",
    errorTitle: "Algo deu errado",
    errorText: "Não foi possível exibir esta página. Tente de novo ou",
    errorHomeLink: "volte para a página inicial",

    cvTitle: (name) => `${name} – Currículo`,
    cvSubject: (name, jobTitle) => `Currículo de ${name}, ${jobTitle}`,
    cvProfile: "Perfil",
    cvExperience: "Experiência profissional",
    cvProjects: "Projetos em destaque",
    cvSkills: "Competências",
    cvEducation: "Formação",
    cvLanguages: "Idiomas",

    technologiesIntro: (name) =>
      `As linguagens, frameworks e ferramentas com que ${name} trabalha, cada uma com os projetos e artigos em que aparece.`,
    otherTechnologies: "Também usadas nos projetos",
    allTechnologies: "Todas as tecnologias, com seus projetos e artigos",
    skillPagesNote: "As tecnologias sublinhadas têm uma página própria, com os projetos e artigos que as usam.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0
          ? [plural(projects, { one: `${number(projects)} projeto`, other: `${number(projects)} projetos` })]
          : []),
        ...(posts > 0 ? [plural(posts, { one: `${number(posts)} artigo`, other: `${number(posts)} artigos` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `O trabalho de ${name} com ${technology}: ${uses}.`,
    projectsWith: (technology) => `Projetos com ${technology}`,
    postsAbout: (technology) => `Artigos sobre ${technology}`,

    search: "Buscar",
    searchIntro: "Encontre um projeto, um artigo ou uma tecnologia por qualquer palavra.",
    searchLabel: "Buscar em projetos, artigos e tecnologias",
    searchResultCount: { one: "{count} resultado", other: "{count} resultados" },
    searchNoResults: "Nenhum resultado",
    searchUnavailable: "A busca não está disponível no momento: todas as páginas estão listadas abaixo.",
    searchEverything: "Todas as páginas",
    searchKinds: { project: "Projeto", post: "Artigo", technology: "Tecnologia" },
  };
}
