// The sample content itself: Nadia Okafor's four projects, her two technology
// groups and her LinkedIn profile, exactly as the site shipped them before the
// content became Markdown folders. Every other test derives what it expects
// from the content, so it passes for any site made from this template; this
// file is the one place that knows the sample. When you make the site yours,
// delete this file.
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures.ts";

const PROJECTS = [
  { slug: "pricespider", name: "PriceSpider", role: "Front-end developer", screenshots: 4 },
  { slug: "service-center", name: "Service Center", role: "Full-stack developer", screenshots: 4 },
  { slug: "metronics", name: "Metronics", role: "Front-end developer", screenshots: 4 },
  { slug: "react-challenges", name: "React Challenges", role: "Author and developer", screenshots: 4 },
];

test("the home page shows the sample's four projects, in order", async ({ page }) => {
  await page.goto("./");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nadia Okafor");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(PROJECTS.map((project) => project.name));
  await expect(cards.nth(1).getByRole("img")).toHaveAttribute(
    "alt",
    "The job board with columns for New, Scheduled, In progress, Awaiting parts and Done, each holding job cards with the appliance, fault and technician.",
  );
});

test("the sample's bio is two paragraphs of plain text", async ({ page }) => {
  await page.goto("./");
  const bio = page.getByRole("region", { name: "Nadia Okafor" }).locator(".prose > p");
  await expect(bio).toHaveCount(2);
  await expect(bio.first()).toHaveText(/^I build fast, accessible web applications with TypeScript and React,/);
});

test("the sample keeps its two technology groups of 15 and 8", async ({ page }) => {
  await page.goto("./");
  const current = page.getByRole("region", { name: "Currently working with", exact: true });
  const previous = page.getByRole("region", { name: "Previous experience with", exact: true });
  await expect(current.getByRole("listitem")).toHaveCount(15);
  await expect(previous.getByRole("listitem")).toHaveCount(8);
  await expect(previous.getByRole("listitem").first()).toHaveText("jQuery");
});

test("the sample links its LinkedIn profile", async ({ page }) => {
  await page.goto("./");
  await expect(
    page.getByRole("main").getByRole("link", { name: "LinkedIn profile (opens in a new tab)" }),
  ).toHaveAttribute("href", "https://www.linkedin.com/in/nadia-okafor-dev");
});

for (const project of PROJECTS) {
  test(`/${project.slug} keeps its three paragraphs, ${project.screenshots} screenshots, demo and code links`, async ({
    page,
  }) => {
    await page.goto(`./${project.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.name);
    await expect(page.getByRole("main").getByText(project.role, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "About the project" }).locator("p")).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Screenshots" }).getByRole("img")).toHaveCount(project.screenshots);
    await expect(page.getByRole("link", { name: "View the live demo (opens in a new tab)" })).toHaveAttribute(
      "href",
      new RegExp(`^https://[\\w-]+\\.nadiaokafor\\.dev$`),
    );
    await expect(page.getByRole("link", { name: "Read the source code (opens in a new tab)" })).toHaveAttribute(
      "href",
      /^https:\/\/github\.com\/nadia-okafor\//,
    );
    const more = page.getByRole("navigation", { name: "More projects" }).getByRole("link");
    await expect(more).toHaveCount(3);
  });
}

test("the metronics page says what it did", async ({ page }) => {
  await page.goto("./metronics");
  await expect(page.getByRole("region", { name: "About the project" }).locator("p").last()).toHaveText(
    "Pages load in under a second on a mid-range phone, the catalogue works without JavaScript, and quote requests through the site have tripled since launch.",
  );
});

test("the sample's CV is one or two pages", async ({ request }) => {
  const pdf = await request.get("./cv/Nadia-Okafor-CV.pdf");
  const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())));
  expect(totalPages).toBeGreaterThanOrEqual(1);
  expect(totalPages).toBeLessThanOrEqual(2);
});

test("the sample is in French too, as a French site: interface, content, dates and CV", async ({ page, request }) => {
  await page.goto("./fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText("Développeuse front-end et full-stack · Leeds, Royaume-Uni")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Projets", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: /Télécharger mon CV/ })).toHaveAttribute(
    "href",
    /cv\/Nadia-Okafor-CV-fr\.pdf$/,
  );
  // The job Nadia holds now ends "aujourd’hui", from the French catalogue.
  await expect(page.getByText("2023 – aujourd’hui")).toBeVisible();
  await expect(page.getByRole("article").first().getByRole("paragraph").first()).toHaveText("Développeuse front-end");

  await page.goto("./fr/writing/a-widget-on-2000-pages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Ce que m’a appris un widget déployé sur 2\u202f000 pages produit",
  );
  await expect(page.getByText("Publié le 3 juin 2026")).toBeVisible();

  const pdf = await request.get("./cv/Nadia-Okafor-CV-fr.pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain("Développeuse front-end et full-stack");
});
