// @vitest-environment node
// The case-study fields of a project's front matter (context, team, decisions,
// outcomes): optional, checked, named in errors with the file and the field,
// and translated like the rest of a visitor's text.
import { mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { fixtureSlug, writeFixtureProjects } from "../test-support/fixture-projects";
import { describeLanguages } from "../languages/language-tags";
import { loadProjectsByLanguage } from "./project-collection";
import { problemsOf } from "../test-support/problems-of.ts";

const languages = describeLanguages(["en-GB", "fr"]);

const CASE_STUDY = `context: A regional bus company's timetables lived in spreadsheets.
team: 2 developers, 1 designer
decisions:
  - Postgres over a document store, because routes and stops are relational.
  - Server-rendered pages, so drivers' old phones load them.
outcomes:
  - Timetable changes published in 10 minutes instead of 2 days.
  - 40 % fewer calls to the help desk.
`;

let dir: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "case-study-"));
  await writeFixtureProjects(dir, {
    projects: 2,
    screenshots: 1,
    width: 64,
    height: 8,
    translations: ["fr"],
    extraFrontMatter: (index) => (index === 0 ? CASE_STUDY : ""),
  });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const file = (index: number, name = "index.md") => join(dir, fixtureSlug(index), name);
const shown = (path: string) => path.replace(`${process.cwd()}/`, "");
const load = () => loadProjectsByLanguage({ dir, languages, includeDrafts: false });

async function edit(path: string, change: (text: string) => string) {
  await writeFile(path, change(await readFile(path, "utf8")));
}

const problems = () => problemsOf(load);

const FRENCH = `role: Développeuse
summary: Le projet généré numéro 1.
images:
  - src: screen-01.png
    alt: Écran 1 du projet 1, à rayures.
context: Les horaires d’une compagnie de bus régionale vivaient dans des tableurs.
team: 2 développeurs, 1 designer
decisions:
  - Postgres plutôt qu’une base de documents, car lignes et arrêts sont relationnels.
  - Des pages rendues sur le serveur, pour les vieux téléphones des conducteurs.
outcomes:
  - Changements d’horaires publiés en 10 minutes au lieu de 2 jours.
  - 40 % d’appels en moins au support.`;

async function translateFirst(front: string) {
  await writeFile(file(0, "index.fr.md"), `---\n${front}\n---\n\nLa description du projet 1.\n`);
}

test("every case-study field is optional, and read as written", () => {
  const [first, second] = load()["en-gb"]!;
  expect(first).toMatchObject({
    context: "A regional bus company's timetables lived in spreadsheets.",
    team: "2 developers, 1 designer",
    decisions: [
      "Postgres over a document store, because routes and stops are relational.",
      "Server-rendered pages, so drivers' old phones load them.",
    ],
    outcomes: ["Timetable changes published in 10 minutes instead of 2 days.", "40 % fewer calls to the help desk."],
  });
  for (const field of ["context", "team", "decisions", "outcomes"]) expect(second).not.toHaveProperty(field);
});

test("a misspelt case-study field is reported with the file and the closest name", async () => {
  await edit(file(1), (text) => text.replace("order: 2", "order: 2\noutcome:\n  - Faster."));
  expect(problems()).toEqual([`${shown(file(1))}: outcome: unknown field, did you mean outcomes?`]);
});

test("an empty or mistyped case-study field names the file and the field", async () => {
  await edit(file(1), (text) =>
    text.replace("order: 2", 'order: 2\ncontext: ""\nteam: 3\ndecisions: []\noutcomes:\n  - ""'),
  );
  expect(problems()).toEqual([
    `${shown(file(1))}: context: must not be empty`,
    `${shown(file(1))}: team: Invalid input: expected string, received number`,
    `${shown(file(1))}: decisions: expected at least one decision, or leave decisions out`,
    `${shown(file(1))}: outcomes[0]: must not be empty`,
  ]);
});

test("a translation gives the case study in its language; the other language keeps its own", async () => {
  await translateFirst(FRENCH);
  const french = load().fr![0]!;
  expect(french.team).toBe("2 développeurs, 1 designer");
  expect(french.decisions).toHaveLength(2);
  expect(french.outcomes![0]).toBe("Changements d’horaires publiés en 10 minutes au lieu de 2 jours.");
  expect(load()["en-gb"]![0]!.team).toBe("2 developers, 1 designer");
});

test("a case-study field the translation leaves out stops the build, unless it falls back", async () => {
  await translateFirst(FRENCH.replace("team: 2 développeurs, 1 designer\n", ""));
  expect(problems()).toEqual([
    `${shown(file(0, "index.fr.md"))}: team: missing in French (fr): translate it, or list "team" under fallback to show the English text`,
  ]);
  await translateFirst(`${FRENCH.replace("team: 2 développeurs, 1 designer\n", "")}\nfallback: [team]`);
  expect(load().fr![0]!.team).toBe("2 developers, 1 designer");
});

test("a translated list of another length, or a field the project does not have, stops the build", async () => {
  await translateFirst(FRENCH.replace("  - 40 % d’appels en moins au support.", ""));
  await writeFile(
    file(1, "index.fr.md"),
    "---\nrole: Développeuse\nsummary: Le projet 2.\nimages:\n  - src: screen-01.png\n    alt: Écran.\nteam: Seule\n---\n\nLe projet 2.\n",
  );
  expect(problems()).toEqual([
    `${shown(file(0, "index.fr.md"))}: outcomes: 1 item, but ${shown(file(0))} has 2: translate each one, in the same order`,
    `${shown(file(1, "index.fr.md"))}: team: the project has no team in ${shown(file(1))}: set it there first, or leave it out here`,
  ]);
});
