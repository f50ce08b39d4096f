// The CV as JSON Resume, on whatever content the site was built from: every
// language's resume.json is served as JSON, is valid against the JSON Resume
// schema (@jsonresume/schema), says what the content says, and the home page
// links it, in the head and beside the PDF. A site-wide spec (every fork
// shape and the owner's own site), and run against nginx too.
import { siteUrl } from "../app/collections/owner-modules.ts";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { resumeUrl, type JsonResume } from "../app/resume/json-resume.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { localizePath } from "../app/languages/language-tags.ts";
import { HOME_PATH, RESUME_PATH } from "../app/addresses/paths.ts";
import { absoluteUrl, siteRoot } from "../app/addresses/site-url.ts";
import { basePath } from "../vite/base-path.ts";
import { jsonResumeProblems } from "../app/resume/json-resume-schema.ts";
import { expect, stepThrough, test } from "./fixtures.ts";

const root = siteRoot(siteUrl(), basePath());

for (const language of siteLanguages()) {
  const path = localizePath(RESUME_PATH, language);
  const home = localizePath(HOME_PATH, language);

  test(`${path} is valid JSON Resume, served as JSON, with the ${language.englishName} content`, async ({
    request,
  }) => {
    const response = await request.get(`.${path}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json\b/);
    const resume = (await response.json()) as JsonResume;
    expect(jsonResumeProblems(resume)).toEqual([]);
    const content = loadPortfolio({ language });
    expect(resume.basics?.name).toBe(content.person.name);
    expect(resume.basics?.label).toBe(content.person.jobTitle);
    expect(resume.basics?.url).toBe(resumeUrl(absoluteUrl(home, root)));
    expect(resume.meta?.canonical).toBe(absoluteUrl(path, root));
    expect(resume.work?.map((job) => job.position)).toEqual(content.experience.map((job) => job.role));
    expect(resume.skills?.map((group) => group.keywords)).toEqual(content.skills.map((group) => group.skills));
    expect(resume.projects?.map((project) => project.name)).toEqual(content.projects.map((project) => project.name));
    // The languages the owner speaks, in this language's words.
    expect(resume.languages ?? []).toEqual(content.spokenLanguages ?? []);
  });
}

test("every language's home page links its resume.json in its head and beside the CV", async ({ page }) => {
  await stepThrough(
    siteLanguages(),
    (language) => localizePath(HOME_PATH, language),
    async (language) => {
      const t = messagesFor(language);
      await page.goto(`.${localizePath(HOME_PATH, language)}`);
      const href = `${basePath()}${localizePath(RESUME_PATH, language).slice(1)}`;
      await expect(page.locator('head link[rel="alternate"][type="application/json"]')).toHaveAttribute("href", href);
      await expect(page.getByRole("link", { name: t.resumeJson })).toHaveAttribute("href", href);
    },
  );
});
