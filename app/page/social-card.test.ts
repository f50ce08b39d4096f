import { expect, test } from "vitest";
import { portfolioOf } from "./page";
import { pageAt, projectsAt } from "../test-support/page-at";
import { portfolio as site } from "../test-support/portfolio";
import { toDescription } from "./description";
import { pagePaths } from "../addresses/paths";
import { imageLanguage } from "../languages/language-tags";
import { socialCard, socialCards, writingSocialCards } from "./social-card";

const { t } = pageAt("/");

test("every page has a card, with an image of its own named after the page", () => {
  const cards = socialCards(site, { t });
  expect(cards.map((card) => card.page)).toEqual(pagePaths(site));
  expect(cards.map((card) => card.imagePath)).toEqual([
    "/og/index.png",
    ...site.projects.map((project) => `/og/${project.slug}.png`),
  ]);
});

test("the home page's card shows the developer's name, job title and the start of the bio", () => {
  const card = socialCard(site, "/", { t });
  expect(card.name).toBe(site.person.name);
  expect(card.title).toBe(site.person.jobTitle);
  expect(site.description.startsWith(card.summary.replace(/…$/, ""))).toBe(true);
  expect(card.slug).toBeUndefined();
  expect(card.alt).toBe(`${site.person.name}, ${site.person.jobTitle}`);
});

test("a project's card shows its name and summary, and names the project whose screenshot it shows", () => {
  for (const project of site.projects) {
    const card = socialCard(site, `/${project.slug}`, { t });
    expect(card.name).toBe(site.person.name);
    expect(card.title).toBe(project.name);
    expect(card.summary).toBe(toDescription(project.summary));
    expect(card.slug).toBe(project.slug);
    expect(card.alt).toBe(`${project.name}, a project by ${site.person.name}: ${project.summary}`);
  }
});

test("the writing has a card for its list and one per post showing the post's title; none without posts", () => {
  const posts = [{ slug: "a-post", title: "A post worth sharing", description: "What it says." }];
  const cards = writingSocialCards(site, posts, { t });
  expect(cards.map((card) => [card.page, card.imagePath, card.title])).toEqual([
    ["/writing", "/og/writing.png", "Writing"],
    ["/writing/a-post", "/og/writing/a-post.png", "A post worth sharing"],
  ]);
  expect(socialCard(site, "/writing/a-post", { t }, posts).summary).toBe("What it says.");
  expect(writingSocialCards(site, [], { t })).toEqual([]);
});

test("a French page's card is at its French path, in French, with an image of its own", () => {
  const french = pageAt("/fr");
  const words = { t: french.t, language: french.language };
  const content = { ...portfolioOf(french), projects: projectsAt("/fr") };
  const [home, project] = socialCards(content, words);
  expect([home!.page, home!.imagePath, home!.title]).toEqual(["/fr", "/og/fr.png", french.site.person.jobTitle]);
  expect(home!.title).not.toBe(site.person.jobTitle);
  const first = content.projects[0]!;
  expect(project!.page).toBe(`/fr/${first.slug}`);
  expect(project!.imagePath).toBe(`/og/fr/${first.slug}.png`);
  expect(project!.alt).toBe(`${first.name}, un projet de ${site.person.name}\u00a0: ${toDescription(first.summary)}`);
});

test("a right-to-left language's pages show the default language's images", () => {
  const english: { dir: "ltr" | "rtl"; prefix: string } = { dir: "ltr", prefix: "" };
  expect(imageLanguage({ dir: "rtl", prefix: "/ar" }, english)).toBe(english);
  const french: typeof english = { dir: "ltr", prefix: "/fr" };
  expect(imageLanguage(french, english)).toBe(french);
  const cards = socialCards(site, { t, language: { prefix: "/ar" }, images: english });
  expect(cards[0]).toMatchObject({ page: "/ar", imagePath: "/og/index.png" });
});

test("a page of a kind added to the route table shares the home page's card, at its own address", () => {
  const home = socialCard(site, "/", { t });
  expect(socialCard(site, "/uses", { t })).toEqual({ ...home, page: "/uses" });
});
