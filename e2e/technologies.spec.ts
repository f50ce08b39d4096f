// The technology pages, derived from the content the build was made from
// (app/collections/technology-index.ts resolves the names): a project's technologies
// and the home page's skills link to their pages, each page lists what uses
// it in its language, and /technologies groups them as the skills do.
import { loadPortfolios } from "../app/collections/portfolio-source.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import {
  technologyIndex,
  technologySources,
  technologyUses,
  type Technology,
} from "../app/collections/technology-index.ts";
import { loadPostsByLanguage } from "../app/collections/writing.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { localizePath, type Language } from "../app/languages/language-tags.ts";
import { HOME_PATH, projectPath, TECHNOLOGIES_PATH, technologyPath } from "../app/addresses/paths.ts";
import { basePath } from "../vite/base-path.ts";
import { expect, literally, stepThrough, test } from "./fixtures.ts";

const languages = siteLanguages();
const [main] = languages as [Language, ...Language[]];
const portfolios = loadPortfolios({ languages });
const site = portfolios[main.code]!;
const postsByLanguage = loadPostsByLanguage({ languages });
const index = technologyIndex(technologySources(site, site.projects));
/** What each technology's page lists in a language, by slug. */
const usesIn = (language: Language) =>
  technologyUses(
    index,
    portfolios[language.code]!.projects,
    (postsByLanguage[language.code] ?? []).map((post) => ({ ...post.data, slug: post.slug })),
  );
const at = (path: string, language: Language = main) => `.${localizePath(path, language)}`;
const href = (path: string, language: Language = main) => `${basePath()}${localizePath(path, language).slice(1)}`;

// The subject: a technology a project spells differently from its page's name (a spelling variant or an
// alias, as the fixture has), else the first project's first technology.
const spelled = site.projects
  .flatMap((project) => project.tech.map((name) => ({ project, name, technology: index.find(name)! })))
  .sort((a, b) => Number(b.name !== b.technology.name) - Number(a.name !== a.technology.name))[0]!;

test("a project's technology links to its page, which lists the project and links back", async ({ page }) => {
  const { project, name, technology } = spelled;
  const t = messagesFor(main);
  await page.goto(at(projectPath(project.slug)));
  const used = page.getByRole("region", { name: t.technologiesUsed });
  await used.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${technologyPath(technology.slug)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(technology.name);
  const projects = page.getByRole("region", { name: t.projectsWith(technology.name) });
  const expected = usesIn(main).get(technology.slug)!.projects;
  await expect(projects.getByRole("article")).toHaveCount(expected.length);
  await projects.getByRole("link", { name: project.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${projectPath(project.slug)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
});

test("the home page's skills link to the pages of the technologies that have one, and to the list of them all", async ({
  page,
}) => {
  const uses = usesIn(main);
  const t = messagesFor(main);
  await page.goto(at(HOME_PATH));
  const technologies = page.getByRole("region", { name: t.technologies, exact: true });
  let linked = 0;
  for (const group of site.skills) {
    const section = technologies.getByRole("region", { name: group.name, exact: true });
    for (const skill of group.skills) {
      const technology = index.find(skill)!;
      const link = section.getByRole("link", { name: skill, exact: true });
      if (uses.has(technology.slug)) {
        await expect(link).toHaveAttribute("href", href(technologyPath(technology.slug)));
        linked += 1;
      } else {
        // A skill nothing uses has no page, and no link to one.
        await expect(link).toHaveCount(0);
        await expect(section.getByText(skill, { exact: true })).toBeVisible();
      }
    }
  }
  expect(linked).toBeGreaterThan(0);
  await technologies.getByRole("link", { name: t.allTechnologies }).click();
  await expect(page).toHaveURL(new RegExp(`${TECHNOLOGIES_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.technologies);
});

/** The groups the index shows: each skill group's technologies, then those only projects name. */
function expectedGroups(language: Language): { name: string; technologies: Technology[] }[] {
  const t = messagesFor(language);
  const listed = new Set<Technology>();
  const groups = portfolios[language.code]!.skills.map((group) => {
    const technologies = [...new Set(group.skills.map((skill) => index.find(skill)!))];
    for (const technology of technologies) listed.add(technology);
    return { name: group.name, technologies };
  });
  const others = index.technologies
    .filter((technology) => !listed.has(technology))
    .sort((a, b) => a.name.localeCompare(b.name, language.tag, { sensitivity: "base" }));
  return others.length > 0 ? [...groups, { name: t.otherTechnologies, technologies: others }] : groups;
}

for (const language of languages) {
  const t = messagesFor(language);
  const uses = usesIn(language);

  test(`${localizePath(TECHNOLOGIES_PATH, language)} groups every technology as the skills do, each with its count`, async ({
    page,
  }) => {
    await page.goto(at(TECHNOLOGIES_PATH, language));
    await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.technologies);
    const groups = expectedGroups(language);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      groups.map((group) => group.name),
    );
    for (const group of groups) {
      const items = page.getByRole("region", { name: group.name, exact: true }).getByRole("listitem");
      await expect(items).toHaveText(
        group.technologies.map((technology) => {
          const use = uses.get(technology.slug);
          return use
            ? literally(`${technology.name} ${t.technologyUses(use.projects.length, use.posts.length)}`)
            : technology.name;
        }),
      );
      for (const [position, technology] of group.technologies.entries()) {
        const link = items.nth(position).getByRole("link");
        if (uses.has(technology.slug)) {
          await expect(link).toHaveAttribute("href", href(technologyPath(technology.slug), language));
        } else {
          await expect(link).toHaveCount(0);
        }
      }
    }
  });

  // (A language with no technology page has no test: there is nothing of it to check.)
  if (uses.size > 0)
    test(`every ${language.englishName} technology page lists the projects with it and the posts tagged with it`, async ({
      page,
    }) => {
      await stepThrough(
        uses,
        ([slug]) => localizePath(technologyPath(slug), language),
        async ([slug, { technology, projects, posts }]) => {
          await page.goto(at(technologyPath(slug), language));
          await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(technology.name);
          await expect(page).toHaveTitle(new RegExp(`^${literally(technology.name).source}`));
          const summary = t.technologySummary(
            portfolios[language.code]!.person.name,
            technology.name,
            t.technologyUses(projects.length, posts.length),
          );
          await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", summary);
          const cards = page.getByRole("region", { name: t.projectsWith(technology.name) }).getByRole("article");
          await expect(cards.getByRole("heading")).toHaveText(projects.map((project) => project.name));
          const listed = page.getByRole("region", { name: t.postsAbout(technology.name) });
          if (posts.length === 0) await expect(listed).toHaveCount(0);
          else await expect(listed.getByRole("heading", { level: 3 })).toHaveText(posts.map((post) => post.title));
          // Its versions in the other languages: that language's page where it has one, else its home page.
          for (const other of languages.filter((candidate) => candidate !== language)) {
            const exists = usesIn(other).has(slug);
            await expect(page.locator(`link[rel="alternate"][hreflang="${other.tag}"]`)).toHaveCount(exists ? 1 : 0);
            await expect(
              page.getByRole("navigation", { name: t.languageNavigation }).locator(`a[lang="${other.tag}"]`),
            ).toHaveAttribute("href", href(exists ? technologyPath(slug) : HOME_PATH, other));
          }
          // No island here: nothing but the hashed inline scripts and data blocks.
          expect(await page.locator("script[src]").count()).toBe(0);
        },
      );
    });
}

test("a technology no project or post of a language uses has no page there", async ({ page }) => {
  const missing = languages.flatMap((language) =>
    index.technologies
      .filter((technology) => !usesIn(language).has(technology.slug))
      .map((technology) => ({ language, technology })),
  );
  test.skip(missing.length === 0, "every technology has a page in every language");
  const { language, technology } = missing[0]!;
  const response = await page.request.get(at(technologyPath(technology.slug), language));
  expect(response.status()).toBe(404);
});
