// @vitest-environment node
// A page's content comes from the address React Router gives its loader
// (`url`: the page's own, whether the pre-render asks for the page or first
// for its data, /_.data or /slug.data), in the language of that address.
import { expect, test } from "vitest";
import { isPrerenderDataRequest, requestedContent } from "./page-content.server";

const at = (path: string) => requestedContent(new URL(`http://localhost${path}`));

test("a page's content is its address's, in its address's language", async () => {
  const home = await at("/");
  expect(home.path).toBe("/");
  const project = home.projects[0];
  if (!project) return;
  expect((await at(`/${project.slug}`)).path).toBe(`/${project.slug}`);
  // The pre-render asks for /weather-app/ too.
  expect((await at(`/${project.slug}/`)).path).toBe(`/${project.slug}`);
  for (const language of home.languages.filter((candidate) => !candidate.isDefault)) {
    const content = await at(`/${language.code}`);
    expect(content.path).toBe("/");
    expect(content.language).toEqual(language);
    expect((await at(`/${language.code}/${project.slug}`)).language).toEqual(language);
  }
}, 60_000);

test("the pre-render's request for a file's data is told from the request for the file", () => {
  const url = new URL("http://localhost/og/index.png");
  expect(isPrerenderDataRequest({ request: new Request(url), url })).toBe(false);
  const data = new Request("http://localhost/og/index.png.data?_routes=en-gb%2Fshare-image");
  expect(isPrerenderDataRequest({ request: data, url })).toBe(true);
});
