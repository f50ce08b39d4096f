import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderAt } from "~/test-support/render-at";
import { ProjectLinks } from "./project-links";

const demo = "https://demo.example.com";
const code = "https://git.example.com/me/project";

test("with both URLs there is a demo and a code link, each opening in a new tab", () => {
  renderAt(<ProjectLinks webUrl={demo} gitUrl={code} />);
  expect(screen.getByRole("link", { name: "View the live demo (opens in a new tab)" })).toHaveAttribute("href", demo);
  expect(screen.getByRole("link", { name: "Read the source code (opens in a new tab)" })).toHaveAttribute("href", code);
});

test("without git_url (private code) there is no code link", () => {
  renderAt(<ProjectLinks webUrl={demo} />);
  expect(screen.getAllByRole("link")).toHaveLength(1);
  expect(screen.queryByRole("link", { name: /source code/ })).toBeNull();
});

test("without web_url there is no demo link, and the code link leads", () => {
  renderAt(<ProjectLinks gitUrl={code} />);
  const links = screen.getAllByRole("link");
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAccessibleName("Read the source code (opens in a new tab)");
});

test("with neither there is no list and no link at all", () => {
  renderAt(<ProjectLinks />);
  expect(screen.queryByRole("list")).toBeNull();
  expect(screen.queryByRole("link")).toBeNull();
});

test("on a French page the links are in French", () => {
  renderAt(<ProjectLinks webUrl={demo} gitUrl={code} />, "/fr");
  expect(screen.getByRole("link", { name: "Voir la démo en ligne (s’ouvre dans un nouvel onglet)" })).toHaveAttribute(
    "href",
    demo,
  );
  expect(screen.getByRole("link", { name: /^Lire le code source/ })).toHaveAttribute("href", code);
});
