import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderAt } from "~/test-support/render-at";
import { TechnologySection } from "./technology-section";

test("any number of named groups, each a region with its own list, in order", () => {
  const groups = [
    { name: "Daily", skills: ["TypeScript", "React"] },
    { name: "Sometimes", skills: ["Rust"] },
    { name: "Once", skills: ["COBOL", "Fortran", "Ada"] },
  ];
  renderAt(<TechnologySection groups={groups} />);
  const section = screen.getByRole("region", { name: "Technologies" });
  const regions = within(section).getAllByRole("region");
  expect(regions.map((region) => within(region).getByRole("heading", { level: 3 }).textContent)).toEqual([
    "Daily",
    "Sometimes",
    "Once",
  ]);
  expect(
    within(regions[2]!)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["COBOL", "Fortran", "Ada"]);
  // Under the groups, a link to the list of every technology.
  expect(within(section).getByRole("link", { name: "Every technology, with its projects and posts" })).toHaveAttribute(
    "href",
    "/technologies",
  );
});

test("with no groups there is no Technologies section at all", () => {
  renderAt(<TechnologySection groups={[]} />);
  expect(screen.queryByRole("region")).toBeNull();
  expect(screen.queryByText("Technologies")).toBeNull();
});
