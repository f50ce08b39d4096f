import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { site } from "~/content/site";
import Home from "./home";

function renderHome() {
  const Stub = createRoutesStub([{ path: "/", Component: Home }]);
  return render(<Stub />);
}

test("the home page introduces the developer", () => {
  renderHome();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(site.person.name);
  for (const paragraph of site.person.bio) expect(screen.getByText(paragraph)).toBeInTheDocument();
});

test("the CV link downloads the PDF under a sensible name", () => {
  renderHome();
  const cv = screen.getByRole("link", { name: /Download CV/ });
  expect(cv).toHaveAttribute("href", `/cv/${site.person.cv.downloadName}`);
  expect(cv).toHaveAttribute("download", site.person.cv.downloadName);
});

test("the profile link opens in a new tab and says so", () => {
  renderHome();
  const profile = screen.getByRole("link", { name: /LinkedIn profile/ });
  expect(profile).toHaveAttribute("href", site.person.profile.url);
  expect(profile).toHaveAttribute("target", "_blank");
  expect(profile).toHaveAttribute("rel", "noopener noreferrer");
  expect(profile).toHaveAccessibleName("LinkedIn profile (opens in a new tab)");
});

test("there is one card per project, in content order", () => {
  renderHome();
  const cards = screen.getAllByRole("article");
  expect(cards.map((card) => within(card).getByRole("link").textContent)).toEqual(site.projects.map((p) => p.name));
});

test("technologies come in the two named groups of 15 and 8", () => {
  renderHome();
  const current = screen.getByRole("region", { name: "Currently Working With" });
  const previous = screen.getByRole("region", { name: "Previous Experience With" });
  expect(within(current).getAllByRole("listitem")).toHaveLength(15);
  expect(within(previous).getAllByRole("listitem")).toHaveLength(8);
  expect(
    within(current)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(site.skills.current.skills);
});

test("the experience timeline lists every role, most recent first", () => {
  renderHome();
  const timeline = screen.getByRole("region", { name: "Experience" });
  const entries = within(timeline).getAllByRole("listitem");
  expect(entries.map((entry) => entry.querySelector("p")?.textContent)).toEqual(site.experience.map((e) => e.role));
});
