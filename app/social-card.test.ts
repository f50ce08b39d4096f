import { expect, test } from "vitest";
import { portfolio as site } from "./portfolio";
import { toDescription } from "./description";
import { pagePaths } from "./paths";
import { socialCard, socialCards, writingSocialCards } from "./social-card";

test("every page has a card, with an image of its own named after the page", () => {
  const cards = socialCards(site);
  expect(cards.map((card) => card.page)).toEqual(pagePaths(site));
  expect(cards.map((card) => card.imagePath)).toEqual([
    "/og/index.png",
    ...site.projects.map((project) => `/og/${project.slug}.png`),
  ]);
});

test("the home page's card shows the developer's name, job title and the start of the bio", () => {
  const card = socialCard(site, "/");
  expect(card.name).toBe(site.person.name);
  expect(card.title).toBe(site.person.jobTitle);
  expect(site.description.startsWith(card.summary.replace(/…$/, ""))).toBe(true);
  expect(card.slug).toBeUndefined();
  expect(card.alt).toBe(`${site.person.name}, ${site.person.jobTitle}`);
});

test("a project's card shows its name and summary, and names the project whose screenshot it shows", () => {
  for (const project of site.projects) {
    const card = socialCard(site, `/${project.slug}`);
    expect(card.name).toBe(site.person.name);
    expect(card.title).toBe(project.name);
    expect(card.summary).toBe(toDescription(project.summary));
    expect(card.slug).toBe(project.slug);
    expect(card.alt).toBe(`${project.name}, a project by ${site.person.name}: ${project.summary}`);
  }
});

test("the writing has a card for its list and one per post showing the post's title; none without posts", () => {
  const posts = [{ slug: "a-post", title: "A post worth sharing", description: "What it says." }];
  const cards = writingSocialCards(site, posts);
  expect(cards.map((card) => [card.page, card.imagePath, card.title])).toEqual([
    ["/writing", "/og/writing.png", "Writing"],
    ["/writing/a-post", "/og/writing/a-post.png", "A post worth sharing"],
  ]);
  expect(socialCard(site, "/writing/a-post", posts).summary).toBe("What it says.");
  expect(writingSocialCards(site, [])).toEqual([]);
});
