import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { pageAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import { TableOfContents } from "./table-of-contents";

const { t } = pageAt("/");

test("a named navigation lists a link to each heading, the lower ones nested under theirs", () => {
  renderAt(
    <TableOfContents
      entries={[
        { id: "problem", text: "Problem", children: [] },
        { id: "décisions", text: "Décisions", children: [{ id: "données", text: "Données", children: [] }] },
      ]}
    />,
  );
  const nav = screen.getByRole("navigation", { name: t.tableOfContents });
  const links = within(nav).getAllByRole("link");
  expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Problem", "#problem"],
    ["Décisions", "#décisions"],
    ["Données", "#données"],
  ]);
  const nested = within(nav).getAllByRole("list")[1]!;
  expect(nested.closest("li")).toHaveTextContent(/^DécisionsDonnées$/);
});

test("no entries, no navigation", () => {
  renderAt(<TableOfContents entries={[]} />);
  expect(screen.queryByRole("navigation")).toBeNull();
});
