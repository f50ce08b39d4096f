// @vitest-environment node
// The CV's contact line, drawn from inline content: however it wraps, it
// breaks only between items, never inside an address and never with a hyphen
// the content does not have.
import { renderToBuffer } from "@react-pdf/renderer";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "vitest";
import type { Portfolio } from "../collections/portfolio-source.ts";
import { messagesIn } from "../i18n/catalogues.ts";
import { describeLanguage } from "../languages/language-tags.ts";
import { CvDocument, displayUrl } from "./cv-document.tsx";

const handles = ["tomasz-wisniewski", "data-pipelines-in-practice", "krakow-data-engineers", "wisniewski-dev"];
const content: Portfolio = {
  url: "https://tomasz-wisniewski.example",
  description: "Data engineer.",
  person: {
    name: "Tomasz Wiśniewski",
    jobTitle: "Data engineer",
    location: "Kraków, Poland",
    email: "tomasz.wisniewski@tomasz-wisniewski.example",
    bio: "Data engineer based in Kraków.",
    profiles: handles.map((handle, index) => ({
      label: `Profile ${index}`,
      url: `https://profiles-${index}.example/in/${handle}`,
    })),
    cv: { downloadName: "Tomasz-Wiśniewski-CV.pdf" },
  },
  experience: [],
  education: [],
  skills: [],
  projects: [],
};

test("the contact line wraps between items, never with a stray hyphen inside or after an address", async () => {
  const english = describeLanguage("en-GB", true);
  const bytes = await renderToBuffer(
    <CvDocument content={content} t={messagesIn(english)} lang={english.tag} websiteUrl={content.url} />,
  );
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  const addresses = [
    content.person.email!,
    ...content.person.profiles.map((profile) => displayUrl(profile.url)),
    displayUrl(content.url),
  ];
  // The line is long enough to wrap at least once.
  expect(text.split("\n").filter((line) => addresses.some((address) => line.includes(address))).length).toBeGreaterThan(
    1,
  );
  for (const address of addresses) {
    // Whole, on one line, and not followed by a hyphen of the layout's.
    expect(text).toContain(address);
    expect(text).not.toContain(`${address}-`);
  }
  // Every hyphen in the contact text is one the content has.
  const hyphens = (value: string) => value.split("-").length - 1;
  const contactLines = text.split("\n").filter((line) => addresses.some((address) => line.includes(address)));
  expect(hyphens(contactLines.join(" "))).toBe(addresses.reduce((sum, address) => sum + hyphens(address), 0));
});
