import { expect, test } from "vitest";
import { validateContent } from "../schemas/site-schema.ts";
import { aliasProblems, repeatedSkills, technologyIndex, technologyKey, technologySlug } from "./technology-index.ts";

const skill = (name: string) => ({ name, file: "content/site.ts" });
const project = (name: string, slug = "a-project") => ({ name, file: `content/projects/${slug}/index.md` });

test("slugs spell out the signs that tell technologies apart, and stay URL-safe", () => {
  expect(technologySlug("C#")).toBe("c-sharp");
  expect(technologySlug("F#")).toBe("f-sharp");
  expect(technologySlug("C++")).toBe("c-plus-plus");
  expect(technologySlug("C")).toBe("c");
  expect(technologySlug(".NET")).toBe("dot-net");
  expect(technologySlug("ASP.NET Core")).toBe("asp-net-core");
  expect(technologySlug("Node.js")).toBe("node-js");
  expect(technologySlug("Vue.js")).toBe("vue-js");
  expect(technologySlug("CSS custom properties")).toBe("css-custom-properties");
  expect(technologySlug("Server-sent events")).toBe("server-sent-events");
  expect(technologySlug("Pandas & NumPy")).toBe("pandas-and-numpy");
  expect(technologySlug("Café")).toBe("cafe");
  expect(technologySlug("日本語")).toBe("");
});

test("keys ignore case and punctuation but keep the signs that make a different technology", () => {
  expect(technologyKey("Typescript")).toBe(technologyKey("TypeScript"));
  expect(technologyKey("NodeJS")).toBe(technologyKey("Node.js"));
  expect(technologyKey("node js")).toBe(technologyKey("Node.js"));
  expect(new Set(["C", "C#", "C++", "F#"].map(technologyKey)).size).toBe(4);
  expect(technologyKey(".NET")).not.toBe(technologyKey("NET"));
});

test("spelling variants are one technology named by the spelling used most, with a warning naming both files", () => {
  const index = technologyIndex({
    skills: [skill("TypeScript"), skill("Node.js")],
    projects: [project("Typescript", "one"), project("TypeScript", "two"), project("NodeJS", "two")],
  });
  expect(index.technologies.map((technology) => technology.name)).toEqual(["TypeScript", "Node.js"]);
  expect(index.find("Typescript")?.name).toBe("TypeScript");
  expect(index.find("typescript")?.slug).toBe("typescript");
  expect(index.find("NODEJS")?.slug).toBe("node-js");
  expect(index.warnings).toHaveLength(2);
  expect(index.warnings[0]).toContain("content/projects/one/index.md spells “Typescript”");
  expect(index.warnings[0]).toContain("content/site.ts spells “TypeScript”");
  expect(index.warnings[1]).toContain("content/projects/two/index.md spells “NodeJS”");
  expect(index.problems).toEqual([]);
});

test("a tie goes to the spelling read first: the skills', then the projects' in order", () => {
  const tie = technologyIndex({ skills: [skill("Postgresql")], projects: [project("PostgreSQL")] });
  expect(tie.technologies.map((technology) => technology.name)).toEqual(["Postgresql"]);
  const reversed = technologyIndex({ skills: [], projects: [project("PostgreSQL"), project("Postgresql")] });
  expect(reversed.technologies.map((technology) => technology.name)).toEqual(["PostgreSQL"]);
});

test("an alias joins another name to a technology, chooses its name and does not warn", () => {
  const index = technologyIndex({
    skills: [skill("PostgreSQL"), skill("JS")],
    projects: [project("Postgres"), project("postgres"), project("Postgres")],
    aliases: { Postgres: "PostgreSQL", JS: "JavaScript" },
  });
  expect(index.technologies.map(({ name, slug }) => [name, slug])).toEqual([
    ["PostgreSQL", "postgresql"],
    ["JavaScript", "javascript"],
  ]);
  expect(index.find("postgres")?.name).toBe("PostgreSQL");
  expect(index.find("javascript")?.name).toBe("JavaScript");
  expect(index.warnings).toEqual([]);
});

test("a name nobody uses is found by nothing: a post's tag is a technology only when a skill or project names it", () => {
  const index = technologyIndex({ skills: [skill("React")], projects: [project("Vite")] });
  expect(index.find("career")).toBeUndefined();
  expect(index.find("react")?.name).toBe("React");
});

test("two technologies on one slug stop the build, naming both and their files", () => {
  const index = technologyIndex({ skills: [skill("Café")], projects: [project("Cafe", "menu")] });
  expect(index.problems).toHaveLength(1);
  expect(index.problems[0]).toContain("“Cafe”");
  expect(index.problems[0]).toContain("“Café”");
  expect(index.problems[0]).toContain("content/projects/menu/index.md");
  expect(index.problems[0]).toContain("content/site.ts");
  expect(index.problems[0]).toContain("/technologies/cafe");
});

test("a name with no Latin letter or digit stops the build", () => {
  const index = technologyIndex({ skills: [], projects: [project("日本語", "jp")] });
  expect(index.problems).toEqual([expect.stringContaining("content/projects/jp/index.md: the technology “日本語”")]);
});

test("an alias that matches already, repeats, or points at another alias is refused", () => {
  const problems = aliasProblems({
    Typescript: "TypeScript",
    JS: "JavaScript",
    js: "ECMAScript",
    ES: "JS",
  });
  expect(problems.get("Typescript")).toContain("already match");
  expect(problems.get("js")).toContain("same alias as “JS”");
  expect(problems.get("ES")).toContain("itself an alias");
  expect(problems.has("JS")).toBe(false);
});

test("site.ts's schema names the alias field that is wrong", () => {
  const site = (technologyAliases: Record<string, string>) => ({
    url: "https://example.com",
    person: { name: "A", jobTitle: "B", bio: "C", profiles: [], cv: { downloadName: "a.pdf" } },
    experience: [],
    education: [],
    skills: [],
    technologyAliases,
  });
  expect(validateContent(site({ JS: "JavaScript" }), () => true)).toEqual({ ok: true });
  expect(validateContent(site({ JS: "" }), () => true)).toEqual({
    ok: false,
    errors: ["technologyAliases.JS: must not be empty"],
  });
  expect(validateContent(site({ Typescript: "TypeScript" }), () => true)).toEqual({
    ok: false,
    errors: [expect.stringMatching(/^technologyAliases\.Typescript: .*already match/)],
  });
});

test("a skill in two groups is a warning naming both places by their full paths; a repeat within a group is not its concern", () => {
  const groups = [
    { name: "Languages", skills: ["Rust", "Go", "SQL"] },
    { name: "Back end", skills: ["Postgres", "go"] },
    { name: "Tools", skills: ["Docker", "Docker"] },
  ];
  expect(repeatedSkills(groups, "content/site.ts")).toEqual([
    "content/site.ts: skills[1].skills[1]: “go” is also in the group “Languages” (skills[0].skills[1]), so it shows in both; remove one unless you mean it",
  ]);
  expect(repeatedSkills([{ name: "Only", skills: ["Go"] }], "content/site.ts")).toEqual([]);
});
