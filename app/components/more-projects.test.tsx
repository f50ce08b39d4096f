import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import type { ProjectSummary } from "~/page/page";
import { projectsAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import { MORE_PROJECTS, MoreProjects, nextProjects } from "./more-projects";

const real = projectsAt("/");

/** `count` projects, made from a real one with their own slugs and names. */
function projectsOf(count: number): ProjectSummary[] {
  return Array.from({ length: count }, (_, i) => ({ ...real[0]!, slug: `p${i + 1}`, name: `Project ${i + 1}` }));
}

/** The foot of `current`'s page on a site of `projects`, as the project route's loader gives it. */
function renderMore(projects: readonly ProjectSummary[], current: ProjectSummary) {
  return renderAt(<MoreProjects projects={nextProjects(projects, current)} total={projects.length} />);
}

test("with one project there is no More projects section at all", () => {
  const [only] = projectsOf(1);
  renderMore([only!], only!);
  expect(screen.queryByRole("navigation")).toBeNull();
  expect(screen.queryByRole("heading")).toBeNull();
});

test("with a few projects it links every other one, and no 'all projects' link", () => {
  const projects = projectsOf(4);
  renderMore(projects, projects[1]!);
  const nav = screen.getByRole("navigation", { name: "More projects" });
  expect(
    within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")),
  ).toEqual(["/p3", "/p4", "/p1"]);
});

test("with many it links the next few in home-page order, wrapping round, and then all of them", () => {
  const projects = projectsOf(60);
  renderMore(projects, projects[57]!);
  const nav = screen.getByRole("navigation", { name: "More projects" });
  const links = within(nav).getAllByRole("link");
  expect(links).toHaveLength(MORE_PROJECTS + 1);
  expect(links.slice(0, MORE_PROJECTS).map((link) => link.textContent)).toEqual(
    [
      "Project 59Developer",
      "Project 60Developer",
      "Project 1Developer",
      "Project 2Developer",
      "Project 3Developer",
      "Project 4Developer",
    ].map((text) => text.replace("Developer", real[0]!.role)),
  );
  expect(links.at(-1)).toHaveTextContent("See all 60 projects");
  expect(links.at(-1)).toHaveAttribute("href", "/#projects");
});

test("every project is linked from the page before it, so none is unreachable", () => {
  const projects = projectsOf(12);
  const linked = new Set(projects.flatMap((project) => nextProjects(projects, project).map((next) => next.slug)));
  expect(linked.size).toBe(12);
});

test("each link shows its project's card screenshot as a decorative thumbnail, and a project without one its initials", () => {
  const [first, second, third] = projectsOf(3);
  const withoutImages = { ...third!, name: "Queue Worker", card: undefined };
  const { container } = renderMore([first!, second!, withoutImages], first!);
  const nav = screen.getByRole("navigation", { name: "More projects" });
  const [withImage, without] = within(nav).getAllByRole("link");
  const thumbnail = withImage!.querySelector("img");
  const card = second!.card!;
  expect(thumbnail?.getAttribute("src")).toBe(card.picture.img.src);
  expect(thumbnail?.getAttribute("alt")).toBe("");
  // Width and height come with it, so it takes its room before it loads.
  expect(thumbnail?.getAttribute("width")).toBe(String(card.picture.img.w));
  expect(without!.querySelector("img")).toBeNull();
  expect(without!.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^QW$/);
  expect(without).toHaveAccessibleName(`Queue Worker ${third!.role}`);
  // The link's name is still the project's: the thumbnail adds nothing to it.
  expect(withImage).toHaveAccessibleName(`${second!.name} ${second!.role}`);
  expect(container.querySelectorAll("nav img")).toHaveLength(1);
});
