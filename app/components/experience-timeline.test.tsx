import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderAt } from "~/test-support/render-at";
import { ExperienceTimeline } from "./experience-timeline";

const job = {
  role: "Developer",
  organisation: "Acme",
  location: "Leeds",
  start: "2020",
  end: "2024",
  summary: "Built **things**.",
};

test("every entry is listed with its role, place and dates", () => {
  renderAt(<ExperienceTimeline entries={[job, { ...job, role: "Intern", start: "2019", end: "2020" }]} />);
  const timeline = screen.getByRole("region", { name: "Experience" });
  const entries = within(timeline).getAllByRole("listitem");
  expect(entries).toHaveLength(2);
  expect(entries[0]).toHaveTextContent("DeveloperAcme, Leeds2020 – 2024");
});

test("a job without a place names its organisation alone", () => {
  renderAt(<ExperienceTimeline entries={[{ ...job, location: undefined }]} />);
  expect(screen.getByRole("listitem")).toHaveTextContent("DeveloperAcme2020 – 2024");
});

test("with no entries there is no Experience section at all", () => {
  renderAt(<ExperienceTimeline entries={[]} />);
  expect(screen.queryByRole("region")).toBeNull();
  expect(screen.queryByText("Experience")).toBeNull();
});

test("a job without an end is the current one, shown as Present in the page's language", () => {
  const { unmount } = renderAt(<ExperienceTimeline entries={[{ ...job, end: undefined }]} />);
  expect(screen.getByRole("listitem")).toHaveTextContent("2020 – Present");
  unmount();
  renderAt(<ExperienceTimeline entries={[{ ...job, end: undefined }]} />, "/fr");
  const timeline = screen.getByRole("region", { name: "Parcours" });
  expect(within(timeline).getByRole("listitem")).toHaveTextContent("2020 – aujourd’hui");
});
