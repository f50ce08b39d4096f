// Who the site is about: edit this file to make the site yours; the projects
// are folders in content/projects/ (see the README, "Make it yours").
// `npm run build` checks it and names any field that is wrong. The bio and
// the experience summaries are Markdown; a CV file is a path relative to this
// folder (content/).
import type { SiteContent } from "#template";

export const site = {
  // The address the site is published at: canonical links, social previews,
  // structured data, the sitemap and the CV all use it. Only the origin, no
  // path; the SITE_URL environment variable overrides it for one build, and
  // BASE_PATH adds a sub-path (see docs/content.md).
  url: "https://nadiaokafor.dev",
  person: {
    name: "Nadia Okafor",
    jobTitle: "Front-end and full-stack developer",
    location: "Leeds, United Kingdom",
    email: "hello@nadiaokafor.dev",
    // Markdown: paragraphs are separated by a blank line.
    bio: `
I build fast, accessible web applications with TypeScript and React, from embeddable widgets that run on other people’s pages to the back-office tools small businesses depend on every day.

For six years I have worked across the stack: design systems and interfaces, Node.js APIs, PostgreSQL schemas and the CI pipelines that ship them. I care about pages that load quickly on a cheap phone, work with a keyboard and a screen reader, and stay easy to change.
`,
    // Each is linked with rel="me": LinkedIn, GitHub, Mastodon and so on.
    profiles: [
      {
        label: "LinkedIn",
        url: "https://www.linkedin.com/in/nadia-okafor-dev",
      },
    ],
    // The CV is built from this file on every build. To use a PDF of your own
    // instead, put it in content/ and add `file: "your-cv.pdf"` here.
    cv: {
      downloadName: "Nadia-Okafor-CV.pdf",
    },
  },
  experience: [
    {
      role: "Senior front-end developer",
      organisation: "Shelfwise Commerce",
      location: "Leeds",
      start: "2023",
      summary:
        "Lead developer of the PriceSpider where-to-buy widget and its brand dashboard, embedded on more than 2,000 product pages.",
    },
    {
      role: "Full-stack developer",
      organisation: "Northgate Digital",
      location: "Manchester",
      start: "2021",
      end: "2023",
      summary:
        "Built web applications for small businesses, including the Service Center CRM and the Metronics website, from database schema to deployment.",
    },
    {
      role: "Web developer",
      organisation: "Pennine Creative",
      location: "Huddersfield",
      start: "2019",
      end: "2021",
      summary:
        "Built and maintained WordPress and AngularJS sites for local companies and moved the agency's projects to Git-based deployments.",
    },
  ],
  education: [
    {
      qualification: "BSc (Hons) Computer Science, First Class",
      institution: "University of Leeds",
      start: "2015",
      end: "2019",
    },
  ],
  // Any number of named groups, shown in this order.
  skills: [
    {
      name: "Currently working with",
      skills: [
        "TypeScript",
        "React",
        "React Router",
        "Next.js",
        "Node.js",
        "Express",
        "PostgreSQL",
        "Prisma",
        "HTML",
        "CSS",
        "Vite",
        "Vitest",
        "Playwright",
        "Docker",
        "GitHub Actions",
      ],
    },
    {
      name: "Previous experience with",
      skills: ["jQuery", "AngularJS", "PHP", "WordPress", "Sass", "Webpack", "MongoDB", "Redux"],
    },
  ],
  // Optional: other names of a technology, each → the name its page shows, e.g.
  //   technologyAliases: { JS: "JavaScript", Postgres: "PostgreSQL" },
  // (case and punctuation never count: "NodeJS" is already "Node.js").
  // Optional: the languages you speak, on the CV and in search engines' data.
  spokenLanguages: [
    { language: "English", fluency: "Native speaker" },
    { language: "French", fluency: "Professional working proficiency (DELF B2)" },
  ],
} satisfies SiteContent;
