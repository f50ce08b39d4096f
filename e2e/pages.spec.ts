import { cardImageOf } from "../app/collections/card-image.ts";
import { markdownToPlainText } from "../app/markdown/markdown.ts";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { projectPath } from "../app/addresses/paths.ts";
import { basePath } from "../vite/base-path.ts";
import { toDescription } from "../app/page/description.ts";
import {
  expect,
  followMoreProjectsLink,
  fromAnalytics,
  literally,
  stepThrough,
  t,
  test,
  waitForViewer,
  walkTimeout,
} from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

const { person, projects, skills } = site;

test("the home page shows the bio, CV, profiles, a card per project and every technology group", async ({ page }) => {
  await page.goto("./");
  await expect(page).toHaveTitle(`${person.name}${t.titleSeparator}${person.jobTitle}`);
  // The bio's first paragraph, however few letters its script needs (a Japanese one may be under 20), cut to 160.
  const description = toDescription(site.description);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
  expect(description.length).toBeLessThanOrEqual(160);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name);
  const intro = page.getByRole("region", { name: person.name });
  for (const paragraph of markdownToPlainText(person.bio)) await expect(intro).toContainText(paragraph.slice(0, 40));

  const cv = page.getByRole("link", { name: literally(t.downloadCv) });
  await expect(cv).toHaveAttribute("download", person.cv.downloadName);

  for (const profile of person.profiles) {
    const link = intro.getByRole("link", { name: `${t.profileLink(profile.label)} ${t.opensInNewTab}` });
    await expect(link).toHaveAttribute("href", profile.url);
    await expect(link).toHaveAttribute("rel", "me noopener noreferrer");
  }

  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(projects.length);
  for (const [index, project] of projects.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAccessibleName(project.name);
    await expect(card.getByText(project.role)).toBeVisible();
    await expect(card.getByText(project.summary)).toBeVisible();
    // A project without screenshots shows its initials, which are decorative.
    const image = cardImageOf(project);
    if (image) await expect(card.getByRole("img")).toHaveAttribute("alt", image.alt);
    else await expect(card.getByRole("img")).toHaveCount(0);
  }

  const technologies = page.getByRole("region", { name: t.technologies, exact: true });
  await expect(technologies.getByRole("heading", { level: 3 })).toHaveText(skills.map((group) => group.name));
  for (const group of skills) {
    const section = technologies.getByRole("region", { name: group.name, exact: true });
    await expect(section.getByRole("listitem")).toHaveText(group.skills);
  }
});

test("the home page loads no JavaScript beyond the inline theme script", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !fromAnalytics(request.url())) scripts.push(request.url());
  });
  await page.goto("./");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);
});

test("a click anywhere on a card opens the project", async ({ page }) => {
  await page.goto("./");
  const project = projects.at(-1)!;
  // Click the card's summary text, away from its heading link: the link covers the card.
  const summary = page.getByRole("article").filter({ hasText: project.name }).getByText(project.summary);
  await summary.scrollIntoViewIfNeeded();
  const box = (await summary.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`${projectPath(project.slug)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
});

test("every project page shows its project", async ({ page }) => {
  await stepThrough(
    projects,
    (project) => projectPath(project.slug),
    async (project) => {
      await page.goto(`.${projectPath(project.slug)}`);
      await expect(page).toHaveTitle(`${project.name}${t.titleSeparator}${person.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", project.summary);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
      await expect(page.getByRole("banner").getByRole("link", { name: person.name })).toHaveAttribute(
        "href",
        basePath(),
      );
      const about = page.getByRole("region", { name: t.aboutProject });
      // Every block of the description is there: compared without spaces, since a table's cells and a list's
      // bullets are laid out by the page rather than written.
      const shown = (await about.innerText()).replace(/\s+/g, "");
      for (const block of markdownToPlainText(project.description)) {
        expect(shown).toContain(block.replace(/^• /, "").replace(/\s+/g, "").slice(0, 40));
      }

      const screenshots = page.getByRole("region", { name: t.screenshots }).getByRole("img");
      await expect(screenshots).toHaveCount(project.images.length);
      for (const [index, image] of project.images.entries())
        await expect(screenshots.nth(index)).toHaveAttribute("alt", image.alt);

      const tech = page.getByRole("region", { name: t.technologiesUsed });
      await expect(tech.getByRole("heading")).toHaveText(t.technologiesUsed);
      await expect(tech.getByRole("listitem")).toHaveText(project.tech);

      for (const [name, href] of [
        [literally(t.liveDemo), project.web_url],
        [literally(t.sourceCode), project.git_url],
      ] as const) {
        const link = page.getByRole("main").getByRole("link", { name });
        // No URL, no link: never an empty or dead one.
        if (!href) {
          await expect(link).toHaveCount(0);
          continue;
        }
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(literally(t.opensInNewTab));
      }
    },
  );
});

test("every page has one h1, a unique title and description, a skip link and landmarks", async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  test.setTimeout(walkTimeout(projects.length + 1));
  for (const path of ["/", ...projects.map((p) => projectPath(p.slug))]) {
    await page.goto(`.${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: t.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  }
  expect(titles.size).toBe(projects.length + 1);
  expect(descriptions.size).toBe(projects.length + 1);
});

test("every outbound link opens in a new tab, safely, and says so", async ({ page }) => {
  // The content's own addresses, each linked from the home page or its project's page.
  const addresses = [
    ...person.profiles.map((profile) => profile.url),
    ...projects.flatMap((project) => [project.web_url, project.git_url].filter((url) => url !== undefined)),
  ];
  const seen = new Set<string>();
  test.setTimeout(walkTimeout(projects.length + 1));
  for (const path of ["/", ...projects.map((p) => projectPath(p.slug))]) {
    await page.goto(`.${path}`);
    const outbound = page.locator('a[href^="http"]');
    const count = await outbound.count();
    for (const href of await outbound.evaluateAll((links) => links.map((link) => link.getAttribute("href")!)))
      seen.add(href);
    for (let i = 0; i < count; i++) {
      const link = outbound.nth(i);
      await expect(link).toHaveAttribute("target", "_blank");
      // rel="me" too on the owner's profiles.
      await expect(link).toHaveAttribute("rel", /^(me )?noopener noreferrer$/);
      await expect(link).toHaveAccessibleName(literally(t.opensInNewTab, "$"));
    }
  }
  expect([...seen]).toEqual(expect.arrayContaining(addresses));
});

test("moving between pages by their links works, with no errors on the way", async ({ page }) => {
  test.skip(projects.length < 2, "needs two projects");
  const [first, second] = projects;
  await followMoreProjectsLink(page, first!, second!);
  await expect(page).toHaveURL(new RegExp(`${projectPath(second!.slug)}$`));
  await expect(page).toHaveTitle(`${second!.name}${t.titleSeparator}${person.name}`);

  // The viewer works on the page reached by a link.
  if (second!.images.length > 0) {
    await waitForViewer(page);
    await page.getByRole("region", { name: t.screenshots }).getByRole("link").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  }

  await page.getByRole("banner").getByRole("link", { name: person.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name);
  await expect(page.getByRole("article")).toHaveCount(site.projects.length);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second!.name);
});

test("a project page fetches no JavaScript module before it has loaded, and runs the gallery once it is on screen", async ({
  page,
}) => {
  const withGallery = projects.filter((project) => project.images.length > 0);
  test.skip(withGallery.length === 0, "the site has no project with screenshots");
  // A phone, and the project with the longest description: its gallery starts below the fold.
  await page.setViewportSize({ width: 412, height: 823 });
  const longest = [...withGallery].sort((a, b) => b.description.length - a.description.length)[0]!;
  await page.goto(`.${projectPath(longest.slug)}`);
  const island = page.locator("[data-island]");
  // Fetched once the page is idle after load, not run: the gallery is off screen. Waited for file by file (the idle
  // callback may come 2 s after load, later than the network's half second of quiet under load).
  await page.waitForFunction(() => {
    const files = (document.querySelector("[data-island]")?.getAttribute("data-preload") ?? "").split(" ");
    const fetched = new Set(performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    return files.every((file) => !file || fetched.has(new URL(file, location.href).pathname));
  });
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const modules = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ url: entry.name, start: entry.startTime }));
    return { loaded: navigation!.loadEventEnd, modules };
  });
  // The owner's analytics script, if any, is not the site's module.
  const modules = timing.modules.filter((module) => !fromAnalytics(module.url));
  expect(modules.length).toBeGreaterThan(0);
  for (const module of modules) expect(module.start, module.url).toBeGreaterThanOrEqual(timing.loaded);
  // A gallery already on the first screen comes alive after load; one below it waits to be scrolled to.
  const onFirstScreen = (await island.boundingBox())!.y < page.viewportSize()!.height;
  if (!onFirstScreen) {
    await expect(island).not.toHaveAttribute("data-hydrated");
    await island.scrollIntoViewIfNeeded();
  }
  // On screen, it comes alive before any tap.
  await expect(island).toHaveAttribute("data-hydrated", "");
});

test("a project page loads React and the gallery only: no router, nothing before the first paint", async ({ page }) => {
  const project = projects.find((candidate) => candidate.images.length > 0);
  test.skip(!project, "the site has no project with screenshots");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !fromAnalytics(request.url()))
      scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(`.${projectPath(project!.slug)}`);
  await waitForViewer(page);
  expect(scripts.some((path) => /gallery\.client-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /entry\.client|manifest-/.test(path))).toEqual([]);
  // Nothing is preloaded or render-blocking in the page as sent: the loader fetches the module after load.
  const html = await response!.text();
  expect(html).not.toContain('rel="modulepreload"');
  const sources = await page
    .locator("script[src]")
    .evaluateAll((all) => all.map((el) => (el as HTMLScriptElement).src));
  expect(sources.filter((src) => !fromAnalytics(src))).toEqual([]);
});

test.describe("an unknown path", () => {
  test.use({ expectNotFound: true });

  test("answers 404 with the designed not-found page and a way home", async ({ page }) => {
    const response = await page.goto("./no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(literally(t.notFoundTitle));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFoundHeading);
    await page.getByRole("link", { name: t.goHome }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(person.name);
  });

  test("the not-found page fits a 320px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("./no-such-page");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a nested unknown path is a 404 too", async ({ page }) => {
    const response = await page.goto(`.${projectPath(projects[0]!.slug)}/extra/deep`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.notFoundHeading);
  });
});

test("no page scrolls sideways at 320, 390, 768, 1024, 1440 or 1920 px", async ({ page }) => {
  const paths = ["/", ...projects.map((p) => projectPath(p.slug))];
  test.setTimeout(walkTimeout(paths.length));
  for (const path of paths) {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(`.${path}`);
    // Each page loaded once and laid out again at each width, as a window resized: its CSS decides the width.
    for (const width of [320, 390, 768, 1024, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
