import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { pageAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import { ProjectAtAGlance } from "./project-at-a-glance";

const { t } = pageAt("/");

const caseStudy = {
  role: "Back-end developer",
  context: "A bus company's timetables lived in spreadsheets.",
  team: "2 developers, 1 designer",
  decisions: ["Postgres, because stops and routes are relational.", "Pages rendered on the server."],
  outcomes: ["Timetable changes live in 10 minutes instead of 2 days."],
};

/** Each term of the list and what it says, in order. */
function rows() {
  const list = screen.getByRole("region", { name: t.atAGlance }).querySelector("dl")!;
  return [...list.querySelectorAll(":scope > div")].map((row) => [
    row.querySelector("dt")?.textContent,
    row.querySelector("dd")?.textContent,
  ]);
}

test("a titled region lists the context, role, team, decisions and outcome as terms and descriptions", () => {
  renderAt(<ProjectAtAGlance project={caseStudy} />);
  const region = screen.getByRole("region", { name: t.atAGlance });
  expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(t.atAGlance);
  expect(
    within(region)
      .getAllByRole("term")
      .map((term) => term.textContent),
  ).toEqual([t.caseContext, t.caseRole, t.caseTeam, t.caseDecisions, t.caseOutcomes]);
  expect(rows()[0]).toEqual([t.caseContext, caseStudy.context]);
  expect(rows()[2]).toEqual([t.caseTeam, caseStudy.team]);
  // Two decisions are a list; a single outcome is just its sentence.
  const decisions = within(region).getAllByRole("definition")[3]!;
  expect(
    within(decisions)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(caseStudy.decisions);
  const outcome = within(region).getAllByRole("definition")[4]!;
  expect(within(outcome).queryByRole("list")).toBeNull();
  expect(outcome).toHaveTextContent(caseStudy.outcomes[0]!);
});

test("only the fields the project has are listed", () => {
  renderAt(<ProjectAtAGlance project={{ role: caseStudy.role, outcomes: ["Checkout 30 % faster."] }} />);
  expect(rows()).toEqual([
    [t.caseRole, caseStudy.role],
    [t.caseOutcomes, "Checkout 30 % faster."],
  ]);
});

test("a project with no case study has no block: its role alone is the page's kicker", () => {
  const { container } = renderAt(<ProjectAtAGlance project={{ role: caseStudy.role }} />);
  expect(screen.queryByRole("region")).toBeNull();
  expect(container.querySelector("dl")).toBeNull();
});
