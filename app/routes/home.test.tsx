// Behaviour, derived from the content: it holds for any site made from this
// template. What the sample content itself says is checked in tests/sample/.
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { markdownToPlainText } from "~/content/markdown";
import { portfolio } from "~/portfolio";
import Home from "./home";

const { person, projects, skills, experience } = portfolio;

function renderHome() {
  const Stub = createRoutesStub([{ path: "/", Component: Home }]);
  return render(<Stub />);
}

test("the home page introduces the developer, with the bio rendered from Markdown", () => {
  renderHome();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(person.name);
  const intro = screen.getByRole("region", { name: person.name });
  // The start of each paragraph: a link inside it adds a note for screen readers.
  for (const paragraph of markdownToPlainText(person.bio)) {
    expect(intro).toHaveTextContent(paragraph.slice(0, 40));
  }
  expect(intro.innerHTML).not.toMatch(/\*\*|\]\(/);
});

test("the CV link downloads the PDF under a sensible name", () => {
  renderHome();
  const cv = screen.getByRole("link", { name: /Download CV/ });
  expect(cv).toHaveAttribute("href", `/cv/${person.cv.downloadName}`);
  expect(cv).toHaveAttribute("download", person.cv.downloadName);
});

test("every profile link opens in a new tab, says so, and is marked rel=me", () => {
  renderHome();
  const intro = screen.getByRole("region", { name: person.name });
  for (const profile of person.profiles) {
    const link = within(intro).getByRole("link", { name: `${profile.label} profile (opens in a new tab)` });
    expect(link).toHaveAttribute("href", profile.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "me noopener noreferrer");
  }
});

test("there is one card per project, in content order", () => {
  renderHome();
  const cards = screen.getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("link").textContent)).toEqual(projects.map((p) => p.name));
});

test("technologies come in the content's named groups, in order, each with all its entries", () => {
  renderHome();
  const technologies = screen.getByRole("region", { name: "Technologies" });
  const groups = within(technologies).getAllByRole("region");
  expect(
    groups.map((group) => group.getAttribute("aria-labelledby") && within(group).getByRole("heading").textContent),
  ).toEqual(skills.map((group) => group.name));
  groups.forEach((group, index) => {
    expect(
      within(group)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(skills[index]!.skills);
  });
});

test("the experience timeline lists every role, most recent first", () => {
  renderHome();
  const timeline = screen.queryByRole("region", { name: "Experience" });
  if (experience.length === 0) {
    expect(timeline).toBeNull();
    return;
  }
  const entries = within(timeline!).getAllByRole("listitem");
  expect(entries.map((entry) => entry.querySelector("p")?.textContent)).toEqual(experience.map((e) => e.role));
});
