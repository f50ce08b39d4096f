// @vitest-environment node
// A page's content comes from its own address, whether React Router's
// pre-render asks for the page or first for its data (/_.data, /slug.data),
// whose loader result it then renders into the HTML when it is small.
import { expect, test } from "vitest";
import { requestedContent } from "./content.server";

const at = (path: string) => requestedContent(new Request(`http://localhost${path}`));

test("the data request of a page gives the page's own path and language", async () => {
  const home = await at("/");
  expect((await at("/_.data")).path).toBe("/");
  expect((await at("/_.data")).language).toEqual(home.language);
  const project = home.projects[0];
  if (!project) return;
  expect((await at(`/${project.slug}.data`)).path).toBe(`/${project.slug}`);
  for (const language of home.languages.filter((candidate) => !candidate.isDefault)) {
    const content = await at(`/${language.code}.data`);
    expect(content.path).toBe("/");
    expect(content.language).toEqual(language);
  }
}, 60_000);
