// /llms.txt (llmstxt.org): what a language model reads first. An `# ` title
// (the owner's name), a `> ` summary, then sections of links, each with one
// line saying what is there: the person, the projects, the repositories pinned
// on GitHub that are not projects, the posts, the CV, the site's other
// languages. The links lead to the pages' Markdown copies (./markdown-copy.ts),
// a pinned repository's to GitHub. One per language: /llms.txt in the default
// language, /fr/llms.txt in French, each listing the others
// (docs/decisions/0048-what-machines-read.md).
import type { ListItem, PhrasingContent, RootContent } from "mdast";
import { markdownText } from "~/markdown/plain-markdown";
import { localizePath } from "~/languages/language-tags";
import type { PinnedShown } from "~/collections/fetched-data";
import type { Page, ProjectSummary } from "./page";
import {
  cvPath,
  FEED_PATH,
  HOME_PATH,
  JSON_FEED_PATH,
  LLMS_TXT_PATH,
  markdownPath,
  postPath,
  projectPath,
  RESUME_PATH,
  TECHNOLOGIES_PATH,
  WRITING_PATH,
} from "~/addresses/paths";

/** One line: a description never breaks the list item it ends. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** `- [name](url): description`, the form llmstxt.org gives its links. */
function entry(url: string, name: string, description?: string): ListItem {
  const children: PhrasingContent[] = [{ type: "link", url, children: [{ type: "text", value: oneLine(name) }] }];
  if (description) children.push({ type: "text", value: `: ${oneLine(description)}` });
  return { type: "listItem", spread: false, children: [{ type: "paragraph", children }] };
}

function section(title: string, items: readonly ListItem[]): RootContent[] {
  if (items.length === 0) return [];
  return [
    { type: "heading", depth: 2, children: [{ type: "text", value: title }] },
    { type: "list", ordered: false, spread: false, children: [...items] },
  ];
}

/** One language's llms.txt; `url` makes a site path absolute, `writingDescription` is the writing page's. */
export function llmsTxt(
  page: Page,
  projects: readonly Pick<ProjectSummary, "slug" | "name" | "summary">[],
  {
    url,
    writingDescription,
    pinned = [],
  }: { url: (path: string) => string; writingDescription: string; pinned?: readonly PinnedShown[] },
): string {
  const { site, t, posts, language, languages } = page;
  const { person } = site;
  const copy = (path: string) => url(page.href(markdownPath(path)));
  const summary = oneLine(`${person.jobTitle}${person.location ? ` · ${person.location}` : ""}. ${site.description}`);
  const blocks: RootContent[] = [
    { type: "heading", depth: 1, children: [{ type: "text", value: person.name }] },
    { type: "blockquote", children: [{ type: "paragraph", children: [{ type: "text", value: summary }] }] },
    ...section(t.cvProfile, [
      entry(copy(HOME_PATH), person.name, site.description),
      ...person.profiles.map((profile) => entry(profile.url, t.profileLink(profile.label))),
      entry(copy(TECHNOLOGIES_PATH), t.technologies, t.technologiesIntro(person.name)),
    ]),
    ...section(
      t.projects,
      projects.map((project) => entry(copy(projectPath(project.slug)), project.name, project.summary)),
    ),
    ...section(
      t.pinnedRepositories,
      pinned.map((repository) => entry(repository.url, repository.name, repository.description)),
    ),
    ...section(
      t.writing,
      // A language with no posts of its own has the writing page alone, listing the others' (postsAcrossLanguages).
      posts.length === 0
        ? page.postsElsewhere.length === 0
          ? []
          : [entry(copy(WRITING_PATH), t.writing, writingDescription)]
        : [
            entry(copy(WRITING_PATH), t.writing, writingDescription),
            ...posts.map((post) => entry(copy(postPath(post.slug)), post.title, post.description)),
            entry(url(page.href(FEED_PATH)), `${t.feedTitle(person.name)} (Atom)`),
            entry(url(page.href(JSON_FEED_PATH)), `${t.feedTitle(person.name)} (JSON Feed)`),
          ],
    ),
    ...section(t.cvTitle(person.name), [
      entry(
        url(cvPath(person.cv.downloadName)),
        `${t.downloadCv} ${t.pdfHint}`,
        t.cvSubject(person.name, person.jobTitle),
      ),
      entry(url(page.href(RESUME_PATH)), t.resumeJson),
    ]),
    // Every other language's own llms.txt, by its own name.
    ...section(
      t.languageNavigation,
      languages
        .filter((other) => other.code !== language.code)
        .map((other) => entry(url(localizePath(LLMS_TXT_PATH, other)), `${other.label} (${other.tag})`)),
    ),
  ];
  return markdownText(blocks);
}
