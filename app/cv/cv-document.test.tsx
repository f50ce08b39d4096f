// @vitest-environment node
// Renders the CV from the real content and reads the PDF back with pdf.js
// (through unpdf), as a reader's PDF viewer or an applicant-tracking system would.
import { contentDir } from "../collections/content-folder.ts";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import sharp from "sharp";
import { CV_FONT_FAMILIES } from "./cv-font-files.ts";
import { extractLinks, extractText, getDocumentProxy, getMeta } from "unpdf";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { markdownToPlainText } from "../markdown/markdown.ts";
import { loadPortfolio, type Portfolio } from "../collections/portfolio-source.ts";
import { messagesIn } from "../i18n/catalogues.ts";
import { describeLanguage } from "../languages/language-tags.ts";
import { CvDocument } from "./cv-document.tsx";
import { cvPdf, sourceDate } from "./cv-file.server.tsx";
import { wordParts } from "./cv-line-breaks.ts";
import { settings } from "../collections/owner-modules.ts";
import { parseSettings } from "../schemas/settings-schema.ts";
import { contrast, derivePalette } from "../styles/palette.ts";

const content: Portfolio = loadPortfolio();
const english = describeLanguage("en-GB", true);
const t = messagesIn(english);
const lang = english.tag;

/** Extracted text with runs of whitespace collapsed, so line breaks do not matter. */
function normalise(text: string): string {
  return text.replace(/\s+/g, " ");
}

async function readPdf(bytes: Uint8Array) {
  // pdf.js takes ownership of the array it is given, so it gets copies.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const { links } = await extractLinks(new Uint8Array(bytes));
  const { info } = await getMeta(new Uint8Array(bytes));
  return { totalPages, text: normalise(text), links, info };
}

describe("CvDocument", () => {
  let bytes: Uint8Array;
  let pdf: Awaited<ReturnType<typeof readPdf>>;

  beforeAll(async () => {
    bytes = new Uint8Array(await renderToBuffer(<CvDocument content={content} t={t} lang={lang} />));
    pdf = await readPdf(bytes);
  });

  it("is a valid PDF", () => {
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdf.totalPages).toBeGreaterThanOrEqual(1);
  });

  it("names the developer, in the text and the document's title", () => {
    expect(pdf.text).toContain(content.person.name);
    expect(pdf.text).toContain(content.person.jobTitle);
    expect(pdf.info.Title).toContain(content.person.name);
  });

  it("gives the email address as text and as a mailto link", () => {
    expect(pdf.text).toContain(content.person.email);
    expect(pdf.links).toContain(`mailto:${content.person.email}`);
  });

  it("links every profile", () => {
    for (const profile of content.person.profiles) expect(pdf.links).toContain(profile.url);
  });

  it("lists every project with a link to its demo, or its code when there is no demo", () => {
    for (const project of content.projects) {
      expect(pdf.text).toContain(project.name);
      const url = project.web_url ?? project.git_url;
      if (url) expect(pdf.links.some((link) => link.startsWith(url))).toBe(true);
    }
  });

  it("gives the Markdown bio and summaries as plain text, without markup", () => {
    for (const paragraph of markdownToPlainText(content.person.bio)) expect(pdf.text).toContain(paragraph);
    expect(pdf.text).not.toMatch(/\*\*|\]\(/);
  });

  it("lists every role and qualification", () => {
    for (const job of content.experience) expect(pdf.text).toContain(job.role);
    for (const study of content.education) expect(pdf.text).toContain(study.qualification);
  });

  it("lists the languages the developer speaks, each with its fluency, and a study's area beside its qualification", async () => {
    const spoken: Portfolio = {
      ...content,
      spokenLanguages: [{ language: "Portuguese", fluency: "Native speaker" }, { language: "Welsh" }],
      education: [{ qualification: "MSc", area: "Informatics", institution: "Porto", start: "2013", end: "2018" }],
    };
    const { text } = await readPdf(
      new Uint8Array(await renderToBuffer(<CvDocument content={spoken} t={t} lang={lang} />)),
    );
    expect(text.replace(/\s+/g, "")).toContain("LANGUAGES");
    expect(text).toContain("Portuguese Native speaker");
    expect(text).toContain("Welsh");
    expect(text).toContain("MSc, Informatics");
  });

  it("writes a name and title in any Latin, Greek or Cyrillic script, and signs such as ≥ and ×, as text", async () => {
    const person = {
      ...content.person,
      name: "Łukasz Żółkiewski",
      jobTitle: "Разработчик интерфейсов · Μηχανικός λογισμικού · builds ≥ 2× faster",
    };
    const international: Portfolio = { ...content, person };
    const { text, info } = await readPdf(
      new Uint8Array(await renderToBuffer(<CvDocument content={international} t={t} lang={lang} />)),
    );
    expect(text).toContain(person.name);
    expect(text).toContain(person.jobTitle);
    expect(text).toContain(`${person.name} – CV`);
    expect(info.Title).toBe(`${person.name} – CV`);
  });

  it("embeds its font, rather than naming one of the standard fonts the reader must supply", () => {
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toMatch(/\/FontFile2 /);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it("leaves out a section with nothing in it", async () => {
    const bare: Portfolio = { ...content, experience: [], education: [], skills: [], spokenLanguages: [] };
    const { text } = await readPdf(
      new Uint8Array(await renderToBuffer(<CvDocument content={bare} t={t} lang={lang} />)),
    );
    // Section titles are set in letter-spaced capitals, read back with spaces between some letters ("P R OJ E C TS"):
    // compared without spaces.
    const letters = text.replace(/\s+/g, "");
    expect(letters).toContain("SELECTEDPROJECTS");
    for (const name of ["EXPERIENCE", "EDUCATION", "SKILLS", "LANGUAGES"]) expect(letters).not.toContain(name);
  });

  it("adds the website to the contact line when it is known", async () => {
    const withWebsite = await renderToBuffer(
      <CvDocument content={content} websiteUrl="https://portfolio.example.dev" t={t} lang={lang} />,
    );
    const { text, links } = await readPdf(new Uint8Array(withWebsite));
    expect(text).toContain("portfolio.example.dev");
    expect(links.some((link) => link.startsWith("https://portfolio.example.dev"))).toBe(true);
  });
});

describe("the French CV", () => {
  it("is written in French: the French content and the French section titles", async () => {
    const french = describeLanguage("fr", false);
    const frenchContent = loadPortfolio({ languages: [english, french], language: french });
    const { text } = await readPdf(
      new Uint8Array(await renderToBuffer(<CvDocument content={frenchContent} t={messagesIn(french)} lang="fr" />)),
    );
    expect(text).toContain(frenchContent.person.jobTitle);
    expect(frenchContent.person.jobTitle).not.toBe(content.person.jobTitle);
    const letters = text.replace(/\s+/g, "");
    expect(letters).toContain("Compétences".toLocaleUpperCase("fr"));
    expect(letters).not.toContain("SKILLS");
  });
});

describe("CVs in the other catalogues' Latin and Cyrillic languages", () => {
  it("write their section titles in their own letters and capitals, as text: Turkish İ, Polish Ó, Ukrainian Є", async () => {
    for (const tag of ["tr", "pl", "uk", "de"]) {
      const words = messagesIn({ tag });
      const { text } = await readPdf(
        new Uint8Array(await renderToBuffer(<CvDocument content={content} t={words} lang={tag} />)),
      );
      const letters = text.replace(/\s+/g, "");
      for (const heading of [words.cvExperience, words.cvProjects, words.cvSkills]) {
        expect(letters, tag).toContain(heading.toLocaleUpperCase(tag).replace(/\s+/g, ""));
      }
    }
    // In Turkish capitals, "deneyimi" is "DENEYİMİ", never "DENEYIMI".
    expect("İş deneyimi".toLocaleUpperCase("tr")).toBe("İŞ DENEYİMİ");
  }, 60_000);
});

describe("CVs in Japanese, Chinese and Korean", () => {
  const samples = {
    ja: {
      jobTitle: "フロントエンドエンジニア",
      bio: "公共交通のためのウェブアプリケーションを開発しています。時刻表、リアルタイムの発車情報、停留所の表示板などを作っています。以前は小売店向けの会計ソフトを書いていて、遅いページは誰かのお金を失わせるということを学びました。",
    },
    "zh-CN": {
      jobTitle: "前端工程师",
      bio: "我为公共交通开发网页应用，包括时刻表、实时发车信息和站台显示屏。之前我为小商店编写会计软件，从中学到：慢的页面会让人损失金钱，所以我一直关注性能和可访问性。",
    },
    ko: {
      jobTitle: "프론트엔드 엔지니어",
      bio: "대중교통을 위한 웹 애플리케이션을 개발합니다. 시간표, 실시간 출발 정보, 정류장 안내판을 만들고 있습니다. 이전에는 작은 가게를 위한 회계 소프트웨어를 만들었습니다.",
    },
  };
  it("draw their letters in the script face, break their lines without hyphens, and keep every word as text", async () => {
    for (const [tag, { jobTitle, bio }] of Object.entries(samples)) {
      const language = describeLanguage(tag, false);
      const words = messagesIn(language);
      const own = { ...content, person: { ...content.person, jobTitle, bio, portrait: undefined } };
      const bytes = await cvPdf({ content: own, language, contentDir: contentDir() });
      const { text } = await readPdf(bytes);
      const letters = text.replace(/\s+/g, "");
      // No glyph missing (pdf.js reads a missing one as U+0000) and no hyphen added where a line broke.
      expect(text, tag).not.toContain("\u0000");
      expect(letters, tag).toContain(bio.replace(/\s+/g, ""));
      expect(letters, tag).toContain(words.cvExperience.replace(/\s+/g, ""));
      expect(text, tag).toContain(jobTitle);
      // The bio is longer than a line: it wrapped.
      const raw = (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
      expect(
        raw.split("\n").filter((line) => bio.includes(line.trim()) && line.trim().length > 0).length,
        tag,
      ).toBeGreaterThan(1);
    }
  }, 120_000);

  it("never start a line with a closing mark or a small kana, nor end one with an opening bracket", () => {
    const parts = wordParts("停留所の表示板「ライン」を、作っています。");
    const lines = parts.join("|").split("||");
    for (const line of lines) {
      expect(line, line).not.toMatch(/^[、。」っゃゅょー]/u);
      expect(line, line).not.toMatch(/「$/u);
    }
    expect(parts.join("")).toBe("停留所の表示板「ライン」を、作っています。");
    expect(wordParts("TypeScript")).toEqual(["TypeScript"]);
  });
});

describe("cvPdf", () => {
  let folder: string | undefined;

  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it("generates the CV when the content names no PDF of its own", async () => {
    const pdf = await cvPdf({ content, language: english, contentDir: contentDir() });

    expect((await readPdf(new Uint8Array(pdf))).text).toContain(content.person.name);
  });

  it("serves the content's own PDF as it is instead of generating one", async () => {
    folder = await mkdtemp(join(tmpdir(), "cv-pdf-"));
    const own = Buffer.from("%PDF-1.4\n% the owner's own CV\n%%EOF\n", "latin1");
    await writeFile(join(folder, "my-cv.pdf"), own);
    const withOwnFile: Portfolio = {
      ...content,
      person: { ...content.person, cv: { ...content.person.cv, file: "my-cv.pdf" } },
    };

    expect(Buffer.from(await cvPdf({ content: withOwnFile, language: english, contentDir: folder }))).toEqual(own);
  });
});

describe("CvDocument with a portrait", () => {
  it("draws the portrait as an image beside the name, and none without one", async () => {
    const portrait = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c0392b" } })
      .jpeg()
      .toBuffer();
    const withPortrait = Buffer.from(
      await renderToBuffer(<CvDocument content={content} t={t} lang={lang} portrait={portrait} />),
    );
    const without = Buffer.from(await renderToBuffer(<CvDocument content={content} t={t} lang={lang} />));
    expect(withPortrait.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    expect(without.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("sets the name in the display face of the site's pair", async () => {
    const bytes = Buffer.from(await renderToBuffer(<CvDocument content={content} t={t} lang={lang} />));
    const family = CV_FONT_FAMILIES.display.replace(/\s+/g, "");
    expect(bytes.toString("latin1")).toContain(family);
  });
});

describe("a reproducible build", () => {
  it("with SOURCE_DATE_EPOCH the CV gives that time as its creation date, so the same content makes the same bytes", async () => {
    expect(sourceDate({ SOURCE_DATE_EPOCH: "1700000000" })).toEqual(new Date(1_700_000_000_000));
    expect(sourceDate({ SOURCE_DATE_EPOCH: "yesterday" })).toBeUndefined();
    expect(sourceDate({})).toBeUndefined();
    const created = new Date(1_700_000_000_000);
    const draw = async () =>
      Buffer.from(await renderToBuffer(<CvDocument content={content} t={t} lang={lang} created={created} />));
    const first = await draw();
    // A second later: a PDF that said "now" would differ.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await draw();
    expect(first.toString("latin1")).toContain("(D:20231114221320Z");
    expect(second.equals(first)).toBe(true);
  });
});

describe("the CV in the owner's colours and structure", () => {
  it("draws its accent in settings.ts's accent, as the site's light theme does: readable on white", async () => {
    const accent = derivePalette(parseSettings(settings).accent).light.accent;
    expect(contrast(accent, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    const pdf = await getDocumentProxy(
      new Uint8Array(await renderToBuffer(<CvDocument content={content} t={t} lang={lang} />)),
    );
    const { OPS } = await import("unpdf/pdfjs");
    const { fnArray, argsArray } = await (await pdf.getPage(1)).getOperatorList();
    const fills = new Set(fnArray.flatMap((fn, index) => (fn === OPS.setFillRGBColor ? argsArray[index] : [])));
    expect(fills).toContain(accent);
    expect(fills).not.toContain("#4338ca");
  });

  it("keeps a Markdown list in a job's summary a list: each item on a line of its own, after a bullet", async () => {
    const [job] = content.experience;
    if (!job) throw new Error("the fixture has no experience to give a list to");
    const summary = "Ran the platform team.\n\n- Moved the builds to one pipeline\n- Halved the deploy time";
    const listed = { ...content, experience: [{ ...job, summary }] };
    const bytes = new Uint8Array(await renderToBuffer(<CvDocument content={listed} t={t} lang={lang} />));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const lines = text.split("\n").map((line) => line.trim());
    expect(lines).toContain("Ran the platform team.");
    // Whole lines of their own, each starting with its bullet. (Read back after the other CVs of this file, pdf.js
    // can lose the letter after the bullet, so each item is matched by its end.)
    const items = lines.filter((line) => line.startsWith("•"));
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/the builds to one pipeline$/);
    expect(items[1]).toMatch(/the deploy time$/);
  });
});
