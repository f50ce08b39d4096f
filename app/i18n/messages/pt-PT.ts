// A interface em português europeu: the Brazilian catalogue (./pt.ts) with
// the words Portugal says otherwise (ecrã, separador, transferir, equipa) and
// its own plural rule, where 0 takes the plural.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";
import { pt } from "./pt.ts";

export function ptPT(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    ...pt(format),
    mentionKind: (kind) =>
      ({ reply: "Resposta", like: "Gosto", repost: "Repost", bookmark: "Marcador", mention: "Menção" })[kind],
    replyLikes: (count) => plural(count, { one: "1 gosto", other: `${number(count)} gostos` }),
    skipToContent: "Saltar para o conteúdo",
    opensInNewTab: "(abre num novo separador)",
    alertNote: "Nota",
    alertTip: "Sugestão",
    alertWarning: "Aviso",
    alertCaution: "Atenção",
    downloadCv: "Transferir CV",
    resumeJson: "CV em JSON",
    screenshots: "Capturas de ecrã",
    caseTeam: "Equipa",
    openingScreenshot: "A abrir a captura…",
    viewerLabel: (project) => `Capturas de ecrã de ${project}`,
    writingDescription: (name, jobTitle) => `Artigos e notas de ${name}, ${inSentence(jobTitle)}.`,
    notFoundText:
      "A ligação pode estar desatualizada, ou o endereço mal escrito. Todo o conteúdo do site está na página inicial.",
    orSeeAProject: "Ou veja um projeto",
    errorTitle: "Algo correu mal",
    errorText: "Não foi possível mostrar esta página. Tente novamente ou",
    cvTitle: (name) => `${name} – CV`,
    cvSubject: (name, jobTitle) => `CV de ${name}, ${jobTitle}`,
    allTechnologies: "Todas as tecnologias, com os respetivos projetos e artigos",
    taggedSummary: (count, name, tag) =>
      `${plural(count, { one: "1 artigo", other: `${number(count)} artigos` })} de ${name} sobre “${tag}”.`,
    search: "Pesquisar",
    searchLabel: "Pesquisar projetos, artigos e tecnologias",
    searchUnavailable: "A pesquisa não está disponível de momento: todas as páginas estão listadas abaixo.",
  };
}
