// The interface's words in English: every text the site shows that is not the
// owner's content. This catalogue defines the keys; every other language's
// catalogue is typed `Messages`, so a key it lacks, or one it adds, is a type
// error. Counts, dates and lists go through `format` (Intl), never by hand.
import type { Format, PluralForms } from "../format.ts";
import type { MentionKind } from "../../schemas/fetched-schema.ts";

export function en(format: Format) {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "Skip to content",
    siteNavigation: "Site",
    languageNavigation: "Languages",
    darkTheme: "Dark theme",
    /** After a link that opens in a new tab, for screen readers. */
    opensInNewTab: "(opens in a new tab)",

    // Markdown: what the site adds to the content it renders.
    footnotes: "Footnotes",
    backToReference: (reference: number) => `Back to reference ${number(reference)}`,
    /** A wide table's scrolling region, named by its column headers. */
    tableLabel: (headers: readonly string[]) => `Table: ${headers.join(", ")}`,
    /** A diagram's name when it has no title and no paragraph before it: its first labels. */
    diagramLabel: (labels: readonly string[]) => `Diagram: ${labels.join(", ")}`,
    /** The disclosure under a diagram that shows its Mermaid source. */
    diagramSource: "Diagram source",
    /** Before an added or removed line of code, for screen readers: the stylesheet shows a + or − instead. */
    codeLineAdded: "Added line:",
    codeLineRemoved: "Removed line:",
    /** The button a code block gets where JavaScript runs, and what it announces once it has copied. */
    copyCode: "Copy code",
    codeCopied: "Copied",
    /** The label of a callout (GitHub's `> [!NOTE]` and its kin): each names its kind, as GitHub shows them. */
    alertNote: "Note",
    alertTip: "Tip",
    alertImportant: "Important",
    alertWarning: "Warning",
    alertCaution: "Caution",

    // The home page.
    downloadCv: "Download CV",
    pdfHint: "(PDF)",
    /** The CV as JSON Resume (jsonresume.org), a file other tools read: the link beside the PDF, and in every page's head. */
    resumeJson: "CV as JSON",
    profileLink: (label: string) => `${label} profile`,
    experience: "Experience",
    /** The end of a job that has not ended. */
    present: "Present",
    projects: "Projects",
    technologies: "Technologies",
    writing: "Writing",
    allPosts: (count: number) => plural(count, { one: `${number(count)} post`, other: `All ${number(count)} posts` }),

    // A project's page.
    liveDemo: "View the live demo",
    sourceCode: "Read the source code",
    aboutProject: "About the project",
    technologiesUsed: "Technologies used",
    screenshots: "Screenshots",
    // The case study at the top of a project's page, and the outcome on its card.
    atAGlance: "At a glance",
    caseContext: "Context",
    caseRole: "Role",
    caseTeam: "Team",
    caseDecisions: "Key decisions",
    caseOutcomes: "Outcome",
    /** Before the first outcome on a project's card, for screen readers. */
    outcomeOnCard: "Outcome:",
    // What `npm run refresh` kept of the owner's accounts (content/fetched/): a project's GitHub repository,
    // and the public replies to the posts that announced a post.
    /** The heading of a project's repository facts. */
    repositoryTitle: "On GitHub",
    repositoryStars: (count: number) =>
      plural(count, {
        one: "1 star",
        other: `${number(count)} stars`,
      }),
    repositoryForks: (count: number) =>
      plural(count, {
        one: "1 fork",
        other: `${number(count)} forks`,
      }),
    repositoryLanguages: "Languages",
    repositoryLastPush: "Last push",
    repositoryRelease: "Latest release",
    repositoryLicence: "Licence",
    /** The mark of a repository its owner archived: read-only, no longer maintained. */
    repositoryArchived: "Archived",
    /** The home page's section of the repositories pinned on the owner's GitHub profile that are not projects. */
    pinnedRepositories: "Also on GitHub",
    /** The section under a post that shows the replies, and what it says before there are any. */
    replies: "Replies",
    noReplies: "No replies yet.",
    replyOnBluesky: "Reply on Bluesky",
    replyOnMastodon: "Reply on Mastodon",
    replyLikes: (count: number) =>
      plural(count, {
        one: "1 like",
        other: `${number(count)} likes`,
      }),
    replyReposts: (count: number) =>
      plural(count, {
        one: "1 repost",
        other: `${number(count)} reposts`,
      }),
    /** A post's comments on request (giscus): the section, its button, its link without JavaScript, the frame's title. */
    comments: "Comments",
    showComments: "Show comments",
    commentsOnGitHub: "Read the comments on GitHub",
    commentsFrame: "Comments from GitHub Discussions",
    /** The section under a post with its webmentions, and the kind of each (app/schemas/fetched-schema.ts). */
    mentions: "Mentions",
    mentionKind: (kind: MentionKind) =>
      ({ reply: "Reply", like: "Like", repost: "Repost", bookmark: "Bookmark", mention: "Mention" })[kind],
    /** A long description's or post's table of contents. */
    tableOfContents: "On this page",
    moreProjects: "More projects",
    seeAllProjects: (count: number) =>
      plural(count, { one: "See the only project", other: `See all ${number(count)} projects` }),

    // The screenshot viewer.
    viewLarger: "(view larger)",
    openingScreenshot: "Opening the screenshot…",
    viewerLabel: (project: string) => `${project} screenshots`,
    closeViewer: "Close screenshot viewer",
    previousScreenshot: "Previous screenshot",
    nextScreenshot: "Next screenshot",
    screenshotPosition: (position: number, count: number) => `${number(position)} of ${number(count)}`,
    /** What a screen reader hears on opening and on each step: the position, then the description. */
    screenshotAnnouncement: (position: number, count: number, alt: string) =>
      `${number(position)} of ${number(count)}: ${alt}`,

    // The writing.
    /**
     * The writing page's introduction, under its heading, and its description
     * for search results, share cards and the feed: change the words here.
     * The job title is written into the sentence as it reads there ("data
     * engineer"; "CTO" and "iOS developer" as written).
     */
    writingDescription: (name: string, jobTitle: string) => `Articles and notes by ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name: string) => `Writing by ${name}`,
    feedTitle: (name: string) => `${name}: Writing`,
    published: "Published",
    updated: "Updated",
    minutesToRead: (minutes: number) => `${number(minutes)} min read`,
    tags: "Tags",
    tagsOf: (title: string) => `Tags of ${title}`,
    morePosts: "More posts",
    previousPost: "Previous post",
    nextPost: "Next post",
    taggedTitle: (tag: string) => `Posts tagged “${tag}”`,
    taggedSummary: (count: number, name: string, tag: string) =>
      `${plural(count, { one: "1 post", other: `${number(count)} posts` })} by ${name} tagged “${tag}”.`,

    // Titles and previews.
    titleSeparator: " · ",
    projectCardAlt: (project: string, name: string, summary: string) => `${project}, a project by ${name}: ${summary}`,
    postCardAlt: (title: string, name: string, description: string) => `${title}, by ${name}: ${description}`,

    // The not-found page and the error page.
    notFoundTitle: "Page not found",
    notFoundDescription: "There is no page at this address.",
    notFoundHeading: "This page doesn’t exist",
    notFoundText: "The link may be out of date, or the address mistyped. The home page has everything on this site.",
    goHome: "Go to the home page",
    orSeeAProject: "Or see a project",
    errorTitle: "Something went wrong",
    errorText: "Sorry, this page could not be shown. Please try again, or",
    errorHomeLink: "go back to the home page",

    // The CV.
    cvTitle: (name: string) => `${name} – CV`,
    cvSubject: (name: string, jobTitle: string) => `CV of ${name}, ${jobTitle}`,
    cvProfile: "Profile",
    cvExperience: "Experience",
    cvProjects: "Selected projects",
    cvSkills: "Skills",
    cvEducation: "Education",
    cvLanguages: "Languages",

    // The technologies: every one at /technologies, one at /technologies/<slug>.
    /** The list's introduction, under its heading, and its description for search results. */
    technologiesIntro: (name: string) =>
      `The languages, frameworks and tools ${name} works with, each with the projects and posts that use it.`,
    /** The group of technologies that projects name but no skill group lists. */
    otherTechnologies: "Also used in projects",
    /** The home page's link to /technologies, under the skills. */
    allTechnologies: "Every technology, with its projects and posts",
    /** Under the skills, when some link to a page and others do not: why they differ. */
    skillPagesNote: "Underlined skills have a page with the projects and posts that use them.",
    /** How much a technology's page lists: "2 projects, 1 post". */
    technologyUses: (projects: number, posts: number) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 project", other: `${number(projects)} projects` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 post", other: `${number(posts)} posts` })] : []),
      ].join(", "),
    /** A technology's page: its description, "Jane Doe’s work with React: 2 projects, 1 post." */
    technologySummary: (name: string, technology: string, uses: string) =>
      `${name}’s work with ${technology}: ${uses}.`,
    projectsWith: (technology: string) => `Projects with ${technology}`,
    postsAbout: (technology: string) => `Posts about ${technology}`,

    // The search: /search, linked from every page's header.
    search: "Search",
    /** The search page's introduction, under its heading, and its description. */
    searchIntro: "Find a project, a post or a technology by any word in it.",
    /** The search box's label. */
    searchLabel: "Search projects, posts and technologies",
    /**
     * How many results a query found, announced as the visitor types: the forms by the language's plural rules
     * (Intl.PluralRules), `{count}` the number in the language's digits. None is `searchNoResults`.
     */
    searchResultCount: { one: "{count} result", other: "{count} results" } as PluralForms,
    searchNoResults: "No results",
    /** When the index cannot be fetched (offline, or `npm run dev` cannot make one). */
    searchUnavailable: "Search is not available just now: every page is listed below.",
    /** The list of every project, post and technology, which the page shows without JavaScript too. */
    searchEverything: "Every page",
    /** What each result is. */
    searchKinds: { project: "Project", post: "Post", technology: "Technology" },
  };
}

export type Messages = ReturnType<typeof en>;
