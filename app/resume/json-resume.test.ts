// @vitest-environment node
// The CV as JSON Resume, on inline content: valid against the JSON Resume
// schema (@jsonresume/schema), and each rule of the mapping.
import { expect, test } from "vitest";
import { jsonResumeProblems } from "./json-resume-schema.ts";
import {
  profileUsername,
  resumeDate,
  resumeLocation,
  resumeUrl,
  toJsonResume,
  type ResumeProject,
} from "./json-resume.ts";
import type { SiteContent } from "../schemas/site-schema.ts";

const site = {
  url: "https://jane.example",
  person: {
    name: "Jane Doe",
    jobTitle: "Data engineer",
    location: "Leeds, West Yorkshire, United Kingdom",
    email: "jane@jane.example",
    bio: "I move **data** from A to B.\n\nThen I make it [fast](https://example.com).",
    profiles: [
      { label: "GitHub", url: "https://github.com/jane-doe" },
      { label: "Mastodon", url: "https://hachyderm.io/@jane" },
      { label: "Blog", url: "https://blog.example/" },
    ],
    cv: { downloadName: "Jane-Doe-CV.pdf" },
  },
  experience: [
    {
      role: "Engineer",
      organisation: "Pipes Ltd",
      location: "Leeds",
      start: "Sept 2023",
      summary: "Ran the pipelines.\n\n- Cut costs by half\n- Wrote the *runbook*",
    },
    {
      role: "Intern",
      organisation: "Tubes",
      location: "York",
      start: "2021-06",
      end: "Summer 2022",
      summary: "Learnt.",
    },
  ],
  education: [
    { qualification: "BSc", area: "Mathematics", institution: "University of York", start: "2018", end: "2021" },
    { qualification: "PGCE Secondary Mathematics", institution: "University of Leeds", start: "2021", end: "2022" },
  ],
  spokenLanguages: [{ language: "English", fluency: "Native speaker" }, { language: "Welsh" }],
  skills: [{ name: "Daily", skills: ["Python", "SQL"] }],
} satisfies SiteContent;

const projects: ResumeProject[] = [
  {
    slug: "pipes",
    name: "Pipes",
    role: "Lead",
    summary: "A pipeline.",
    tech: ["Python"],
    web_url: "https://pipes.example",
    git_url: "https://github.com/jane-doe/pipes",
    description: "It moves data.\n\nIt is fast.",
  },
  {
    slug: "tubes",
    name: "Tubes",
    role: "Intern, then tester",
    summary: "Tubes.",
    tech: ["SQL"],
    description: "- One\n- Two",
  },
];

const addresses = {
  home: "https://jane.example/fr",
  canonical: "https://jane.example/fr/resume.json",
  project: (slug: string) => `https://jane.example/fr/${slug}`,
};

test("the document is valid JSON Resume", () => {
  const resume = toJsonResume(site, projects, addresses);
  expect(jsonResumeProblems(resume)).toEqual([]);
  // The check can fail: a free-text date where the schema wants ISO 8601 is named by its place.
  expect(jsonResumeProblems({ ...resume, work: [{ startDate: "Sept 2023" }] })).toEqual([
    'work[0].startDate: expected a date written YYYY, YYYY-MM or YYYY-MM-DD, got "Sept 2023"',
  ]);
});

test("basics: the person, the bio as plain text, the location as city and region, each profile's user name", () => {
  const { basics, meta } = toJsonResume(site, projects, addresses);
  expect(basics).toEqual({
    name: "Jane Doe",
    label: "Data engineer",
    email: "jane@jane.example",
    url: "https://jane.example/fr",
    summary: "I move data from A to B.\n\nThen I make it fast.",
    location: { city: "Leeds", region: "West Yorkshire, United Kingdom" },
    profiles: [
      { network: "GitHub", username: "jane-doe", url: "https://github.com/jane-doe" },
      { network: "Mastodon", username: "jane", url: "https://hachyderm.io/@jane" },
      { network: "Blog", url: "https://blog.example/" },
    ],
  });
  expect(meta).toEqual({ canonical: "https://jane.example/fr/resume.json", version: "v1.0.0" });
  const { basics: bare } = toJsonResume(
    { ...site, person: { ...site.person, location: undefined, email: undefined } },
    projects,
    addresses,
  );
  expect(bare).not.toHaveProperty("location");
  expect(bare).not.toHaveProperty("email");
});

test("work, education and skills: summaries as plain text, a summary's list as highlights, dates in ISO 8601", () => {
  const resume = toJsonResume(site, projects, addresses);
  expect(resume.work).toEqual([
    {
      name: "Pipes Ltd",
      position: "Engineer",
      location: "Leeds",
      startDate: "2023-09",
      summary: "Ran the pipelines.",
      highlights: ["Cut costs by half", "Wrote the runbook"],
    },
    { name: "Tubes", position: "Intern", location: "York", startDate: "2021-06", endDate: "2022", summary: "Learnt." },
  ]);
  expect(resume.education).toEqual([
    { institution: "University of York", studyType: "BSc", area: "Mathematics", startDate: "2018", endDate: "2021" },
    { institution: "University of Leeds", studyType: "PGCE Secondary Mathematics", startDate: "2021", endDate: "2022" },
  ]);
  expect(resume.skills).toEqual([{ name: "Daily", keywords: ["Python", "SQL"] }]);
  expect(resume.languages).toEqual([{ language: "English", fluency: "Native speaker" }, { language: "Welsh" }]);
  expect(toJsonResume({ ...site, spokenLanguages: undefined }, projects, addresses)).not.toHaveProperty("languages");
});

test("projects: the demo's address, or the project's page without one; the description's blocks as highlights; roles split at commas", () => {
  expect(toJsonResume(site, projects, addresses).projects).toEqual([
    {
      name: "Pipes",
      description: "A pipeline.",
      highlights: ["It moves data.", "It is fast."],
      keywords: ["Python"],
      url: "https://pipes.example",
      roles: ["Lead"],
      repository: "https://github.com/jane-doe/pipes",
    },
    {
      name: "Tubes",
      description: "Tubes.",
      highlights: ["One", "Two"],
      keywords: ["SQL"],
      url: "https://jane.example/fr/tubes",
      roles: ["Intern", "then tester"],
    },
  ]);
});

test("dates: ISO as written, an English month and year as the month, one year as the year, no year as none", () => {
  expect(resumeDate("2023")).toBe("2023");
  expect(resumeDate("2023-09")).toBe("2023-09");
  expect(resumeDate("2023-09-14")).toBe("2023-09-14");
  expect(resumeDate("Sept 2023")).toBe("2023-09");
  expect(resumeDate("Sep. 2023")).toBe("2023-09");
  expect(resumeDate("January 2020")).toBe("2020-01");
  expect(resumeDate("Summer 2022")).toBe("2022");
  expect(resumeDate("septembre 2023")).toBe("2023");
  expect(resumeDate("2019–2020")).toBeUndefined();
  expect(resumeDate("since forever")).toBeUndefined();
  expect(resumeDate(undefined)).toBeUndefined();
});

test("the site's address: its origin at the root, as resumes write it; the address below a root as it is", () => {
  expect(resumeUrl("https://jane.example/")).toBe("https://jane.example");
  expect(resumeUrl("https://jane.example/fr/")).toBe("https://jane.example/fr/");
  expect(resumeUrl("https://jane.example/portfolio/")).toBe("https://jane.example/portfolio/");
});

test("locations and user names", () => {
  expect(resumeLocation("Θεσσαλονίκη")).toEqual({ city: "Θεσσαλονίκη" });
  expect(resumeLocation("Leeds, United Kingdom")).toEqual({ city: "Leeds", region: "United Kingdom" });
  expect(resumeLocation("Porto, PT")).toEqual({ city: "Porto", countryCode: "PT" });
  expect(resumeLocation("San Francisco, California, US")).toEqual({
    city: "San Francisco",
    region: "California",
    countryCode: "US",
  });
  // A lone code is a city's name, and a region that happens to be short is not a country.
  expect(resumeLocation("UK")).toEqual({ city: "UK" });
  expect(resumeLocation("Leeds, Uk")).toEqual({ city: "Leeds", region: "Uk" });
  expect(profileUsername("https://www.linkedin.com/in/jane-doe/")).toBe("jane-doe");
  expect(profileUsername("https://example.com")).toBeUndefined();
});
