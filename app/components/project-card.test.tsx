import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { fullContentAt, pageAt, projectsAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import { cardImageOf } from "~/collections/card-image";
import { ProjectCard } from "./project-card";

const projects = projectsAt("/");
const project = projects[0]!;

function renderCard(priority = false) {
  return renderAt(<ProjectCard project={project} priority={priority} />);
}

test("the card is one link to the project, named by the project", () => {
  renderCard();
  const links = screen.getAllByRole("link");
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAccessibleName(project.name);
  expect(links[0]).toHaveAttribute("href", `/${project.slug}`);
});

test("the card shows the name, role, summary and the chosen screenshot", () => {
  renderCard();
  const card = screen.getByRole("article");
  expect(card).toHaveTextContent(project.name);
  expect(card).toHaveTextContent(project.role);
  expect(card).toHaveTextContent(project.summary);
  const image = screen.getByRole("img");
  // The project's chosen screenshot (cardImage), of all it has.
  expect(image).toHaveAttribute("alt", cardImageOf(fullContentAt("/").projects[0]!)!.alt);
  expect(image).toHaveAttribute("width");
  expect(image).toHaveAttribute("height");
});

test("only the first card's image loads eagerly, at high priority", () => {
  renderCard(true);
  expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
  expect(screen.getByRole("img")).toHaveAttribute("fetchpriority", "high");
  renderCard(false);
  expect(screen.getAllByRole("img")[1]).toHaveAttribute("loading", "lazy");
});

test("a project without screenshots shows its initials and technologies instead, hidden from screen readers", () => {
  const bare = {
    ...project,
    name: "Départ Feed",
    tech: ["Node.js", "PostgreSQL", "Redis", "Kafka", "Go"],
    card: undefined,
  };
  renderAt(<ProjectCard project={bare} />);
  const card = screen.getByRole("article");
  expect(screen.queryByRole("img")).toBeNull();
  expect(card.querySelector("picture")).toBeNull();
  const panel = card.querySelector('[aria-hidden="true"]');
  expect(panel).toHaveTextContent("DF");
  // The first few technologies, not all of them.
  expect([...panel!.querySelectorAll("span span")].map((item) => item.textContent)).toEqual([
    "Node.js",
    "PostgreSQL",
    "Redis",
    "Kafka",
  ]);
  expect(panel).not.toHaveTextContent("Go");
  // To assistive technology the card says what a card with a screenshot says, without the picture.
  expect(screen.getByRole("link")).toHaveAccessibleName("Départ Feed");
  expect(card).toHaveTextContent(bare.summary);
});

test("a case study's first outcome is on the card, said as the outcome to screen readers", () => {
  const { t } = pageAt("/");
  const withOutcomes = { ...project, outcomes: ["Checkout 30 % faster.", "Half the support tickets."] };
  renderAt(<ProjectCard project={withOutcomes} />);
  const card = screen.getByRole("article");
  const outcome = within(card).getByText("Checkout 30 % faster.");
  expect(outcome).toHaveTextContent(`${t.outcomeOnCard} Checkout 30 % faster.`);
  expect(card).not.toHaveTextContent("Half the support tickets.");
});

test("a card without a case study has no outcome line", () => {
  const { t } = pageAt("/");
  renderAt(<ProjectCard project={{ ...project, outcomes: undefined }} />);
  expect(screen.getByRole("article")).not.toHaveTextContent(t.outcomeOnCard);
});

test("the card lifts on hover only where a pointer hovers: a tap on a phone leaves it still as the next page opens", () => {
  const css = readFileSync(join(import.meta.dirname, "project-card.module.css"), "utf8").replace(
    /\/\*[\s\S]*?\*\//g,
    "",
  );
  // Each :hover rule with the at-rules it sits in.
  const hoverRules: string[][] = [];
  const open: string[] = [];
  let text = "";
  for (const char of css) {
    if (char === "{") {
      open.push(text.trim());
      text = "";
    } else if (char === "}") {
      open.pop();
      text = "";
    } else if (char === ";") text = "";
    else text += char;
    if (char === "{" && open.at(-1)?.includes(":hover")) hoverRules.push(open.slice(0, -1));
  }
  expect(hoverRules.length).toBeGreaterThan(0);
  for (const around of hoverRules) expect(around).toContain("@media (hover: hover)");
});
