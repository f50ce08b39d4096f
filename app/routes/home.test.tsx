// The home page in French, at /fr, as the pre-render makes it: the French
// interface words and content, and the header's link to the English page.
import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { SiteHeader } from "~/components/site-header";
import { translation } from "../../fixtures/site/site.fr";
import { fetchedData, shownPinnedAccount } from "~/collections/fetched-data";
import { messagesFor } from "~/i18n/site-catalogues";
import { contentAt, pinnedAt, projectsAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import type { Route } from "./+types/home";
import Home from "./home";

function renderHome(path: string) {
  // What the home route's loader gives it at `path`.
  const props = {
    loaderData: { projects: projectsAt(path), pinned: pinnedAt(path) },
  } as unknown as Route.ComponentProps;
  return renderAt(
    <>
      <SiteHeader />
      <Home {...props} />
    </>,
    path,
  );
}

test("at /fr the home page is in French: its words, its content and its CV", () => {
  renderHome("/fr");
  expect(screen.getByRole("region", { name: "Projets" })).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Parcours" })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`^${translation.person.jobTitle} · `))).toBeInTheDocument();
  const cv = screen.getByRole("link", { name: /^Télécharger mon CV/ });
  expect(cv.getAttribute("href")).toMatch(/cv\/[^/]+-fr\.pdf$/);
  expect(screen.queryByText("Projects")).toBeNull();
  for (const link of within(screen.getByRole("region", { name: "Projets" })).getAllByRole("link")) {
    expect(link.getAttribute("href")).toMatch(/^\/fr\//);
  }
});

test("the header links the same page in the other language, named in that language", () => {
  const { unmount } = renderHome("/fr");
  const languages = screen.getByRole("navigation", { name: "Langues" });
  const english = within(languages).getByRole("link", { name: "English" });
  expect(english).toHaveAttribute("href", "/");
  expect(english).toHaveAttribute("hreflang", "en-GB");
  expect(english).toHaveAttribute("lang", "en-GB");
  expect(within(languages).queryByRole("link", { name: "Français" })).toBeNull();
  unmount();

  renderHome("/");
  const french = within(screen.getByRole("navigation", { name: "Languages" })).getByRole("link", { name: "Français" });
  expect(french).toHaveAttribute("href", "/fr");
  expect(french).toHaveAttribute("hreflang", "fr");
  expect(french).toHaveAttribute("lang", "fr");
  expect(screen.getByRole("region", { name: "Projects" })).toBeInTheDocument();
});

test("beside the CV, a link to the CV as JSON Resume in the page's language", () => {
  const { unmount } = renderHome("/fr");
  expect(screen.getByRole("link", { name: "CV au format JSON" })).toHaveAttribute("href", "/fr/resume.json");
  unmount();
  renderHome("/");
  expect(screen.getByRole("link", { name: "CV as JSON" })).toHaveAttribute("href", "/resume.json");
});

test("'Also on GitHub' lists the pinned repositories that are not projects, their descriptions as text", () => {
  // What the fixture site's snapshot holds: a pin that is one of its projects, and a description carrying markup.
  const pins = fetchedData().pinned?.[shownPinnedAccount()?.toLowerCase() ?? ""] ?? [];
  const projectUrls = projectsAt("/").flatMap((project) => [project.git_url, project.web_url]);
  const asProject = pins.filter((pin) =>
    projectUrls.some((url) => url?.toLowerCase().includes(pin.repository.toLowerCase())),
  );
  const withMarkup = pins.find((pin) => pin.description?.includes("<"));
  expect(asProject.length, "a pin that is a project").toBeGreaterThan(0);
  expect(withMarkup, "a pin whose description carries markup").toBeDefined();

  const homes = contentAt("/").languages.map((language, index) => (index === 0 ? "/" : `/${language.code}`));
  for (const path of homes) {
    const { unmount } = renderHome(path);
    const words = messagesFor(contentAt(path).language);
    const section = screen.getByRole("region", { name: words.pinnedRepositories });
    const listed = within(section).getAllByRole("listitem");
    expect(listed).toHaveLength(pins.length - asProject.length);
    for (const pin of asProject) {
      expect(
        within(section).queryByRole("link", { name: new RegExp(`^${pin.repository.split("/")[1]}\\b`) }),
      ).toBeNull();
      expect(section.querySelector(`a[href="${pin.url}"]`)).toBeNull();
    }
    // The markup is shown as the text it is: no element of it in the page.
    expect(within(section).getByText(withMarkup!.description!, { exact: true })).toBeInTheDocument();
    expect(section.querySelector("script, b, img")).toBeNull();
    unmount();
  }
});
