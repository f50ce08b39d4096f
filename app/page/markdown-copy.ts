// Each page's Markdown copy, for programs that read text rather than HTML
// (docs/decisions/0048-what-machines-read.md): made from the content the page is
// made from, the owner's fields and Markdown, never from the page's HTML. Each
// copy is a syntax tree written out by remark (app/markdown/plain-markdown.ts),
// so a name with `*` or `<` in it stays text, and nothing in a copy is HTML.
// Links to the site's other pages lead to their copies; addresses are absolute.
import type { Paragraph, PhrasingContent, RootContent } from "mdast";
import { markdownText, plainBlocks } from "~/markdown/plain-markdown";
import type { PinnedShown } from "~/collections/fetched-data";
import { technologiesOf } from "./page-technologies";
import { repositorySummary } from "./repository-summary";
import type { Page, PostPage, PostSummary, ProjectPage, ProjectSummary } from "./page";
import { localizePath } from "~/languages/language-tags";
import {
  cvPath,
  HOME_PATH,
  markdownPath,
  postPath,
  projectPath,
  RESUME_PATH,
  tagPath,
  TECHNOLOGIES_PATH,
  technologyPath,
  WRITING_PATH,
} from "~/addresses/paths";

/** What every copy needs besides its page: the absolute URL of a site path in the page's language. */
export type CopyContext = { page: Page; url: (path: string) => string };

// The few mdast nodes a copy is built of.
const text = (value: string): PhrasingContent => ({ type: "text", value });
const link = (url: string, label: string): PhrasingContent => ({ type: "link", url, children: [text(label)] });
const strong = (value: string): PhrasingContent => ({ type: "strong", children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: "paragraph", children });
const heading = (depth: 1 | 2 | 3, value: string): RootContent => ({ type: "heading", depth, children: [text(value)] });
const list = (items: readonly PhrasingContent[][]): RootContent[] =>
  items.length === 0
    ? []
    : [
        {
          type: "list",
          ordered: false,
          spread: false,
          children: items.map((children) => ({ type: "listItem", spread: false, children: [paragraph(...children)] })),
        },
      ];
/** `Label: value` as a list item's words. */
const fact = (label: string, value: string): PhrasingContent[] => [strong(label), text(`: ${value}`)];

/** The copy of a site page, in the page's language. */
const copyOf = ({ page, url }: CopyContext, path: string) => url(page.href(markdownPath(path)));

/** A relative address in the owner's Markdown, resolved against the page it is on; others as written. */
function resolver({ page, url }: CopyContext, images: (src: string) => string | undefined = () => undefined) {
  const here = url(page.href(page.path));
  return (address: string, kind: "link" | "image") =>
    (kind === "image" ? images(address) : undefined) ??
    (URL.canParse(address, here) ? new URL(address, here).href : address);
}

/** A list of posts: title (linked to its copy), date and description. */
function postItems(
  context: CopyContext,
  posts: readonly Pick<PostSummary, "slug" | "title" | "date" | "description">[],
) {
  const { format } = context.page;
  return list(
    posts.map((post) => [
      link(copyOf(context, postPath(post.slug)), post.title),
      text(` (${format.date(post.date)}): ${post.description}`),
    ]),
  );
}

/** A list of projects: name (linked to its copy) and summary. */
function projectItems(context: CopyContext, projects: readonly Pick<ProjectSummary, "slug" | "name" | "summary">[]) {
  return list(
    projects.map((project) => [
      link(copyOf(context, projectPath(project.slug)), project.name),
      text(`: ${project.summary}`),
    ]),
  );
}

/** The repositories pinned on GitHub that are not projects: name (linked to GitHub), description, and their line. */
function pinnedItems({ page: { t } }: CopyContext, pinned: readonly PinnedShown[]) {
  return list(
    pinned.map((repository) => {
      const summary = [...(repository.archived ? [t.repositoryArchived] : []), ...repositorySummary(t, repository)];
      const words = `${repository.description ? `: ${repository.description}` : ""}${summary.length > 0 ? ` (${summary.join(" · ")})` : ""}`;
      return [link(repository.url, repository.name), ...(words ? [text(words)] : [])];
    }),
  );
}

/** The home page: the person, their links, experience, projects, the repositories pinned on GitHub, latest posts and skills. */
export function homeMarkdown(
  context: CopyContext,
  projects: readonly ProjectSummary[],
  pinned: readonly PinnedShown[] = [],
): string {
  const { page, url } = context;
  const { site, t, format, posts } = page;
  const { person } = site;
  const resolve = resolver(context);
  const blocks: RootContent[] = [
    heading(1, person.name),
    paragraph(text(person.location ? `${person.jobTitle} · ${person.location}` : person.jobTitle)),
    ...plainBlocks(person.bio, { topHeading: 2, resolve }),
    ...list([
      ...person.profiles.map((profile) => [link(profile.url, t.profileLink(profile.label))]),
      ...(person.email ? [[link(`mailto:${person.email}`, person.email)]] : []),
      [link(url(cvPath(person.cv.downloadName)), `${t.downloadCv} ${t.pdfHint}`)],
      [link(url(page.href(RESUME_PATH)), t.resumeJson)],
    ]),
  ];
  if (site.experience.length > 0) {
    blocks.push(heading(2, t.experience));
    for (const job of site.experience) {
      blocks.push(
        heading(3, `${job.role}, ${job.organisation}`),
        paragraph(text([`${job.start} – ${job.end ?? t.present}`, job.location].filter(Boolean).join(" · "))),
        ...plainBlocks(job.summary, { topHeading: 4, resolve }),
      );
    }
  }
  blocks.push(heading(2, t.projects), ...projectItems(context, projects));
  if (pinned.length > 0) blocks.push(heading(2, t.pinnedRepositories), ...pinnedItems(context, pinned));
  if (posts.length > 0) {
    blocks.push(
      heading(2, t.writing),
      ...postItems(context, posts.slice(0, 3)),
      paragraph(link(copyOf(context, WRITING_PATH), t.allPosts(posts.length))),
    );
  }
  if (site.skills.length > 0) {
    blocks.push(
      heading(2, t.technologies),
      ...list(site.skills.map((group) => fact(group.name, format.list(group.skills)))),
      paragraph(link(copyOf(context, TECHNOLOGIES_PATH), t.allTechnologies)),
    );
  }
  return markdownText(blocks);
}

/** A project's page: its summary, facts, links, case study, description and screenshots. */
export function projectMarkdown(
  context: CopyContext,
  project: Pick<ProjectPage, "name" | "summary" | "role" | "team" | "tech" | "context" | "decisions" | "outcomes"> &
    Pick<ProjectPage, "web_url" | "git_url"> & { images: readonly { alt: string; url: string }[] },
  description: string,
): string {
  const { t, format } = context.page;
  const blocks: RootContent[] = [
    heading(1, project.name),
    paragraph(text(project.summary)),
    ...list([
      fact(t.caseRole, project.role),
      ...(project.team ? [fact(t.caseTeam, project.team)] : []),
      fact(t.technologiesUsed, format.list(project.tech)),
      ...(project.web_url ? [[link(project.web_url, t.liveDemo)]] : []),
      ...(project.git_url ? [[link(project.git_url, t.sourceCode)]] : []),
    ]),
  ];
  if (project.context) blocks.push(heading(2, t.caseContext), paragraph(text(project.context)));
  if (project.decisions) blocks.push(heading(2, t.caseDecisions), ...list(project.decisions.map((d) => [text(d)])));
  if (project.outcomes) blocks.push(heading(2, t.caseOutcomes), ...list(project.outcomes.map((o) => [text(o)])));
  blocks.push(heading(2, t.aboutProject), ...plainBlocks(description, { topHeading: 3, resolve: resolver(context) }));
  if (project.images.length > 0) {
    blocks.push(
      heading(2, t.screenshots),
      ...project.images.map((image) => paragraph({ type: "image", url: image.url, alt: image.alt })),
    );
  }
  return markdownText(blocks);
}

/** A post: its title, description, dates, author, tags and body; `images` finds a built image by its Markdown address. */
export function postMarkdown(
  context: CopyContext,
  post: Pick<PostPage, "title" | "description" | "date" | "updated" | "tags">,
  body: string,
  images: (src: string) => string | undefined,
): string {
  const { t, format, site } = context.page;
  const blocks: RootContent[] = [
    heading(1, post.title),
    paragraph({ type: "emphasis", children: [text(post.description)] }),
    ...list([
      [link(copyOf(context, HOME_PATH), site.person.name)],
      fact(t.published, format.date(post.date)),
      ...(post.updated ? [fact(t.updated, format.date(post.updated))] : []),
      ...(post.tags.length > 0
        ? [[strong(t.tags), text(": "), ...joined(post.tags.map((tag) => link(copyOf(context, tagPath(tag)), tag)))]]
        : []),
    ]),
    ...plainBlocks(body, { topHeading: 2, resolve: resolver(context, images) }),
  ];
  return markdownText(blocks);
}

/** Links separated by commas. */
function joined(items: readonly PhrasingContent[]): PhrasingContent[] {
  return items.flatMap((item, index) => (index === 0 ? [item] : [text(", "), item]));
}

/** The list of posts. */
export function writingMarkdown(context: CopyContext, description: string): string {
  const { t, posts, postsElsewhere, format } = context.page;
  // As the page lists them: its own posts and those in other languages it is shown (settings.ts's
  // postsAcrossLanguages), newest first; one of the others linked to its copy in its own language.
  const listed = [
    ...posts.map((post) => ({ post, copy: copyOf(context, postPath(post.slug)) })),
    ...postsElsewhere.map((post) => ({
      post,
      copy: context.url(localizePath(markdownPath(postPath(post.slug)), post.language)),
    })),
  ].sort((a, b) => b.post.date.localeCompare(a.post.date));
  const items = listed.map(({ post, copy }) => [
    link(copy, post.title),
    text(` (${format.date(post.date)}): ${post.description}`),
  ]);
  return markdownText([heading(1, t.writing), paragraph(text(description)), ...list(items)]);
}

/** A tag's list of posts. */
export function tagMarkdown(context: CopyContext, tag: string): string {
  const { t, posts, site } = context.page;
  const tagged = posts.filter((post) => post.tags.includes(tag));
  return markdownText([
    heading(1, t.taggedTitle(tag)),
    paragraph(text(t.taggedSummary(tagged.length, site.person.name, tag))),
    ...postItems(context, tagged),
  ]);
}

/** Every technology with a page, each linked to its copy with what uses it. */
export function technologiesMarkdown(context: CopyContext): string {
  const { t, site } = context.page;
  const { technologies, uses } = technologiesOf(context.page);
  const items = technologies.flatMap((technology) => {
    const used = uses.get(technology.slug);
    if (!used) return [];
    return [
      [
        link(copyOf(context, technologyPath(technology.slug)), technology.name),
        text(`: ${t.technologyUses(used.projects.length, used.posts.length)}`),
      ],
    ];
  });
  return markdownText([
    heading(1, t.technologies),
    paragraph(text(t.technologiesIntro(site.person.name))),
    ...list(items),
  ]);
}

/** One technology's page: the projects and posts that use it; undefined when it has none in this language. */
export function technologyMarkdown(
  context: CopyContext,
  slug: string,
  projects: readonly ProjectSummary[],
): string | undefined {
  const { t, site } = context.page;
  const used = technologiesOf(context.page).uses.get(slug);
  if (!used) return undefined;
  const { technology, posts } = used;
  const named = new Set(used.projects.map((project) => project.slug));
  const blocks: RootContent[] = [
    heading(1, technology.name),
    paragraph(
      text(
        t.technologySummary(site.person.name, technology.name, t.technologyUses(used.projects.length, posts.length)),
      ),
    ),
  ];
  if (named.size > 0) {
    blocks.push(
      heading(2, t.projectsWith(technology.name)),
      ...projectItems(
        context,
        projects.filter((project) => named.has(project.slug)),
      ),
    );
  }
  if (posts.length > 0) blocks.push(heading(2, t.postsAbout(technology.name)), ...postItems(context, posts));
  return markdownText(blocks);
}
