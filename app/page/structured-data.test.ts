import { expect, test } from "vitest";
import { portfolio as site } from "../test-support/portfolio";
import { blogPostingJsonLd, profilePageJsonLd, projectJsonLd } from "./structured-data";

const root = "https://jane.example/";
const english = { tag: "en-GB", prefix: "" };
const french = { tag: "fr", prefix: "/fr" };

/** What a crawler gets: the object written out as JSON and read back. */
const asCrawlerReadsIt = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

test("the home page is a ProfilePage in its language about the developer, a Person, from the content", () => {
  const content = structuredClone(site);
  content.person.location = "Leeds, United Kingdom";
  const job = { role: "Developer", location: "Leeds", summary: "Work." };
  content.experience = [
    { ...job, organisation: "Now Ltd", start: "2024" },
    { ...job, organisation: "Also Now Co-op", start: "2025" },
    { ...job, organisation: "Before plc", start: "2019", end: "2024" },
  ];
  content.education = [{ qualification: "BSc", institution: "University of Leeds", start: "2015", end: "2019" }];
  content.skills = [{ name: "Daily", skills: ["TypeScript", "Node.js"] }];
  content.technologyAliases = { "C sharp": "C#" };
  content.spokenLanguages = [{ language: "English", fluency: "Native speaker" }, { language: "Welsh" }];
  const [first] = content.projects;
  if (!first) throw new Error("the content has no project");
  content.projects = [
    { ...first, tech: ["TypeScript", "C Sharp", "Node.js"] },
    { ...first, slug: "another", tech: ["Typescript", "NodeJS"] },
  ];
  const { person } = content;
  expect(asCrawlerReadsIt(profilePageJsonLd(content, english, root))).toEqual({
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: "https://jane.example/",
    inLanguage: "en-GB",
    mainEntity: {
      "@type": "Person",
      name: person.name,
      url: "https://jane.example/",
      jobTitle: person.jobTitle,
      description: site.description,
      email: person.email,
      sameAs: person.profiles.map((profile) => profile.url),
      address: { "@type": "PostalAddress", addressLocality: "Leeds", addressCountry: "United Kingdom" },
      knowsLanguage: ["English", "Welsh"],
      // Each technology once, under its one name: spelling variants and aliases joined.
      knowsAbout: ["TypeScript", "Node.js", "C#"],
      // The jobs without an end.
      worksFor: [
        { "@type": "Organization", name: "Now Ltd" },
        { "@type": "Organization", name: "Also Now Co-op" },
      ],
      alumniOf: [{ "@type": "EducationalOrganization", name: "University of Leeds" }],
    },
  });
});

test("a developer with no current job and no education works for and studied at no one", () => {
  const content = structuredClone(site);
  content.experience = content.experience.map((job) => ({ ...job, end: job.end ?? "2026" }));
  content.education = [];
  content.spokenLanguages = undefined;
  const person = profilePageJsonLd(content, english, root).mainEntity;
  expect(person).not.toHaveProperty("knowsLanguage");
  expect(person).not.toHaveProperty("worksFor");
  expect(person).not.toHaveProperty("alumniOf");
});

test("the French home page is in French, at the French address", () => {
  const data = profilePageJsonLd(site, french, root);
  expect(data.inLanguage).toBe("fr");
  expect(data.url).toBe("https://jane.example/fr");
  expect(data.mainEntity.url).toBe("https://jane.example/fr");
});

test("a location without a country is the locality alone", () => {
  const content = structuredClone(site);
  content.person.location = "Leeds";
  expect(profilePageJsonLd(content, english, root).mainEntity.address).toEqual({
    "@type": "PostalAddress",
    addressLocality: "Leeds",
  });
});

test("each project is SoftwareSourceCode with its page, repository, author, technologies and preview image", () => {
  for (const project of site.projects) {
    expect(asCrawlerReadsIt(projectJsonLd(site, project, english, root))).toEqual({
      "@context": "https://schema.org",
      "@type": "SoftwareSourceCode",
      name: project.name,
      description: project.summary,
      url: `https://jane.example/${project.slug}`,
      ...(project.git_url ? { codeRepository: project.git_url } : {}),
      author: { "@type": "Person", name: site.person.name, url: "https://jane.example/" },
      keywords: project.tech,
      image: `https://jane.example/og/${project.slug}.png`,
      inLanguage: "en-GB",
    });
  }
});

test("under a sub-path the project's URLs include it", () => {
  const project = site.projects[0]!;
  const data = projectJsonLd(site, project, english, "https://jane.github.io/portfolio/");
  expect(data.url).toBe(`https://jane.github.io/portfolio/${project.slug}`);
  expect(data.author.url).toBe("https://jane.github.io/portfolio/");
  expect(data.image).toBe(`https://jane.github.io/portfolio/og/${project.slug}.png`);
});

test("a project without a repository (private code) has no codeRepository", () => {
  const privateProject = { ...site.projects[0]!, git_url: undefined };
  expect(projectJsonLd(site, privateProject, english, root)).not.toHaveProperty("codeRepository");
});

test("a post is a BlogPosting with its dates, author, tags and preview image", () => {
  const post = { slug: "a-post", title: "A post", description: "About it.", date: "2026-03-14", tags: ["css"] };
  expect(blogPostingJsonLd(site, post, english, "https://example.com/blog/")).toEqual({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: "A post",
    description: "About it.",
    url: "https://example.com/blog/writing/a-post",
    mainEntityOfPage: "https://example.com/blog/writing/a-post",
    datePublished: "2026-03-14",
    dateModified: "2026-03-14",
    author: { "@type": "Person", name: site.person.name, url: "https://example.com/blog/" },
    keywords: ["css"],
    image: "https://example.com/blog/og/writing/a-post.png",
    inLanguage: "en-GB",
  });
  expect(
    blogPostingJsonLd(site, { ...post, updated: "2026-04-01" }, english, "https://example.com/").dateModified,
  ).toBe("2026-04-01");
});

test("a French project or post is in French, at its French address", () => {
  const project = site.projects[0]!;
  const data = projectJsonLd(site, project, french, root);
  expect([data.inLanguage, data.url, data.image]).toEqual([
    "fr",
    `https://jane.example/fr/${project.slug}`,
    `https://jane.example/og/fr/${project.slug}.png`,
  ]);
  const post = { slug: "un-article", title: "Un article", description: "À propos.", date: "2026-03-14", tags: [] };
  const posting = blogPostingJsonLd(site, post, french, root);
  expect([posting.inLanguage, posting.url]).toEqual(["fr", "https://jane.example/fr/writing/un-article"]);
});
