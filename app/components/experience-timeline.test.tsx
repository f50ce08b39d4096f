import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
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
  render(<ExperienceTimeline entries={[job, { ...job, role: "Intern", start: "2019", end: "2020" }]} />);
  const timeline = screen.getByRole("region", { name: "Experience" });
  const entries = within(timeline).getAllByRole("listitem");
  expect(entries).toHaveLength(2);
  expect(entries[0]).toHaveTextContent("DeveloperAcme, Leeds2020 – 2024");
});

test("with no entries there is no Experience section at all", () => {
  const { container } = render(<ExperienceTimeline entries={[]} />);
  expect(container).toBeEmptyDOMElement();
});
