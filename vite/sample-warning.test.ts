// @vitest-environment node
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, vi } from "vitest";
import { sampleCheck, sampleLeaks, sampleWarning } from "./sample-warning.ts";

const person = (name: string) => ({ person: { name } }) as Parameters<typeof sampleLeaks>[0];
/** A sample of the tests' own, as content/sample.ts describes the real one. */
const SAMPLE = { host: "sample-person.example", name: "Sam Example" };

test("the sample's address or name is a leak, each said plainly", () => {
  const leaks = sampleLeaks(person(SAMPLE.name), `https://${SAMPLE.host}/`, SAMPLE);
  expect(leaks).toHaveLength(2);
  expect(leaks[0]).toContain(`https://${SAMPLE.host}/`);
  expect(leaks[1]).toContain(SAMPLE.name);
  expect(sampleWarning(leaks)).toContain("This build still carries the sample content");
});

test("a site made its own has no leak and no warning", () => {
  const leaks = sampleLeaks(person("Jane Doe"), "https://jane.example/", SAMPLE);
  expect(leaks).toEqual([]);
  expect(sampleWarning(leaks)).toBe("");
});

test("a preview of the sample elsewhere still warns about the name", () => {
  expect(sampleLeaks(person(SAMPLE.name), "https://preview.example.com/", SAMPLE)).toHaveLength(1);
});

test("the build's sample check warns while sample.ts beside site.ts names the site, and is silent for a fork", async () => {
  vi.stubEnv("SITE_URL", "");
  const run = async (dir: string) =>
    (await sampleCheck(join(dir, "site.ts"), join(dir, "sample.ts"))).warnings.join("\n");
  const site = (name: string, url: string) =>
    `export const site = { url: ${JSON.stringify(url)}, person: { name: ${JSON.stringify(name)} } };\n`;
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "sample-warning-"));
    const settings = "export const settings = { languages: ['en'] };\n";
    for (const [name, text] of Object.entries({ "settings.ts": settings, ...files }))
      writeFileSync(join(dir, name), text);
    return dir;
  };
  const sample = `export const SAMPLE = ${JSON.stringify(SAMPLE)};\n`;

  const unchanged = await run(folder({ "site.ts": site(SAMPLE.name, `https://${SAMPLE.host}`), "sample.ts": sample }));
  expect(unchanged).toContain("This build still carries the sample content");
  expect(unchanged).toContain(SAMPLE.name);

  for (const fork of [
    folder({ "site.ts": site("Jane Doe", "https://jane.example"), "sample.ts": sample }),
    folder({ "site.ts": site(SAMPLE.name, `https://${SAMPLE.host}`) }),
  ]) {
    expect(await run(fork)).toBe("");
  }
});
