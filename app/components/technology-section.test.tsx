import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderAt } from "~/test-support/render-at";
import { describeLanguage } from "~/languages/language-tags";
import { messagesIn } from "~/i18n/catalogues";
import { technologiesOf } from "~/page/page-technologies";
import { contentAt } from "~/test-support/page-at";
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

test("when some skills link to a page and others do not, one line says why; otherwise none", () => {
  const { technologies, uses } = technologiesOf(contentAt("/"));
  const used = technologies.find((technology) => uses.has(technology.slug));
  if (!used) throw new Error("the fixture site's projects and posts use none of its technologies");
  const note = messagesIn(describeLanguage("en", true)).skillPagesNote;
  const unused = "A skill nothing uses";

  const mixed = renderAt(<TechnologySection groups={[{ name: "Daily", skills: [used.name, unused] }]} />);
  const section = screen.getByRole("region", { name: "Technologies" });
  expect(within(section).getAllByRole("listitem")[0]).toContainElement(
    within(section).getByRole("link", { name: used.name }),
  );
  expect(within(section).getByText(note)).toBeVisible();
  mixed.unmount();

  for (const skills of [[used.name], [unused]]) {
    const alike = renderAt(<TechnologySection groups={[{ name: "Daily", skills }]} />);
    expect(screen.queryByText(note)).toBeNull();
    alike.unmount();
  }
});
