// @vitest-environment node
// /resume.json as its route writes it: each project's highlights from its description's Markdown, with its formulas
// as the project's reader rendered them (app/collections/project-collection.ts), not rendered again.
import { expect, test } from "vitest";
import { formulaKey } from "~/markdown/markdown-maths";
import { pageAt, projectsAt } from "../test-support/page-at.ts";
import { resumeJson } from "./resume.ts";

test("a project's highlights show its formulas as its reader rendered them", () => {
  const [project] = projectsAt("/");
  expect(project, "the fixture site has a project").toBeDefined();
  const slug = project?.slug ?? "";
  // A rendering Temml would never make of `x`: the highlight can only show it by taking the reader's.
  const kept = '<math><mi>kept</mi><annotation encoding="application/x-tex">x</annotation></math>';
  const source = { slug, description: "Bounded by $x$.", maths: { [formulaKey("x", false)]: kept } };
  const resume = JSON.parse(resumeJson(pageAt("/"), projectsAt("/"), [source])) as {
    projects: { highlights: string[] }[];
  };
  // In the pages' order: the first is this project.
  expect(resume.projects[0]?.highlights).toEqual(["Bounded by kept."]);
});

test("a project with no source is listed with no highlights", () => {
  const resume = JSON.parse(resumeJson(pageAt("/"), projectsAt("/"), [])) as { projects: { highlights: string[] }[] };
  expect(resume.projects.length).toBe(projectsAt("/").length);
  for (const entry of resume.projects) expect(entry.highlights).toEqual([]);
});
