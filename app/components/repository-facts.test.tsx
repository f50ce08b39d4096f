import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import type { RepositoryShown } from "~/collections/fetched-data";
import { renderAt } from "~/test-support/render-at";
import { RepositoryFacts, RepositorySummary } from "./repository-facts";

const REPOSITORY: RepositoryShown = {
  url: "https://github.com/a/b",
  archived: false,
  facts: {
    stars: 1287,
    forks: 1,
    languages: ["TypeScript", "CSS"],
    pushedAt: "2026-02-27T16:45:03.000Z",
    licence: "MIT",
    release: {
      name: "v2.4.0",
      url: "https://github.com/a/b/releases/tag/v2.4.0",
      publishedAt: "2026-02-20T10:04:31.000Z",
    },
  },
};

test("a project's page shows its repository's stars, forks, languages, release, last push and licence", () => {
  renderAt(<RepositoryFacts repository={REPOSITORY} />);
  const section = screen.getByRole("region", { name: "On GitHub" });
  for (const text of [
    "1,287 stars",
    "1 fork",
    "TypeScript and CSS",
    "v2.4.0",
    "20 February 2026",
    "27 February 2026",
    "MIT",
  ]) {
    expect(section).toHaveTextContent(text);
  }
  expect(screen.getByRole("link", { name: "v2.4.0 (opens in a new tab)" })).toHaveAttribute(
    "href",
    REPOSITORY.facts!.release!.url,
  );
  expect(screen.queryByText("Archived")).toBeNull();
  // Only text and links: no badge or avatar image from anyone.
  expect(section.querySelector("img")).toBeNull();
});

test("an archived repository is marked, with its facts hidden or not", () => {
  renderAt(<RepositoryFacts repository={{ url: REPOSITORY.url, archived: true }} />);
  expect(screen.getByText("Archived")).toBeInTheDocument();
  expect(screen.queryByText(/stars?$/)).toBeNull();
});

test("with its facts hidden and not archived, a repository shows nothing", () => {
  const { container } = renderAt(<RepositoryFacts repository={{ url: REPOSITORY.url, archived: false }} />);
  expect(container).toBeEmptyDOMElement();
});

test("a card shows the stars and the largest language, and the archived mark, in the page's language", () => {
  renderAt(<RepositorySummary repository={{ ...REPOSITORY, archived: true }} />, "/fr");
  const line = screen.getByText("Archivé").parentElement;
  expect(line).toHaveTextContent(/^Archivé\s*1\s287 étoiles\s*TypeScript$/);
});
