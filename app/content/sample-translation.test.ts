// @vitest-environment node
// The sample ships in English and French, and its French is complete: every
// project, post and site.ts field a visitor reads has French text of its own,
// none falls back to English. Read with the real settings, as the build does.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { collectionFiles } from "./collection";
import { loadProjectsByLanguage, PROJECTS_DIR } from "./project-collection";
import { siteByLanguage } from "./site-translation";
import { translation } from "./site.fr";
import { siteLanguages } from "./site-languages";
import { loadPostsByLanguage, WRITING_DIR } from "./writing";

const languages = siteLanguages({});

test("the sample's languages are English, the default, and French", () => {
  expect(languages.map((language) => language.code)).toEqual(["en-gb", "fr"]);
});

test("no translation of the sample falls back to English", () => {
  expect(Object.keys(translation)).not.toContain("fallback");
  for (const dir of [PROJECTS_DIR, WRITING_DIR]) {
    for (const file of collectionFiles(dir)) {
      const french = file.translations.fr;
      expect(french, `${file.slug} has a French translation`).toBeDefined();
      expect(readFileSync(french!, "utf8"), french).not.toMatch(/^fallback:/m);
    }
  }
});

test("every project field a visitor reads is in French, not English", () => {
  const projects = loadProjectsByLanguage({ languages, includeDrafts: false });
  const english = projects["en-gb"]!;
  const french = projects.fr!;
  expect(french.map((project) => project.slug)).toEqual(english.map((project) => project.slug));
  french.forEach((project, index) => {
    const original = english[index]!;
    expect(project.role, project.slug).not.toBe(original.role);
    expect(project.summary, project.slug).not.toBe(original.summary);
    expect(project.description, project.slug).not.toBe(original.description);
    project.images.forEach((image, position) => {
      expect(image.alt, `${project.slug} images[${position}]`).not.toBe(original.images[position]!.alt);
    });
  });
});

test("every post is in French too, with a French title and description", () => {
  const posts = loadPostsByLanguage({ languages, includeDrafts: false });
  expect(posts.fr!.map((post) => post.slug)).toEqual(posts["en-gb"]!.map((post) => post.slug));
  posts.fr!.forEach((post, index) => {
    expect(post.data.title).not.toBe(posts["en-gb"]![index]!.data.title);
    expect(post.data.description).not.toBe(posts["en-gb"]![index]!.data.description);
  });
});

test("every site.ts field a visitor reads is in French, not English", () => {
  const sites = siteByLanguage({ languages });
  const english = sites["en-gb"]!;
  const french = sites.fr!;
  for (const field of ["jobTitle", "location", "bio"] as const) {
    expect(french.person[field], field).not.toBe(english.person[field]);
  }
  french.experience.forEach((job, index) => {
    expect(job.role).not.toBe(english.experience[index]!.role);
    expect(job.summary).not.toBe(english.experience[index]!.summary);
  });
  french.education.forEach((entry, index) => {
    expect(entry.qualification).not.toBe(english.education[index]!.qualification);
  });
  french.skills.forEach((group, index) => expect(group.name).not.toBe(english.skills[index]!.name));
});
