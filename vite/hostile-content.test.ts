// @vitest-environment node
// Content that would break the output or stall the build is refused by the content check, in seconds, with the
// file and the field or line: control characters in plain text, Markdown nested past a sane depth, a YAML alias bomb.
import { expect, test } from "vitest";
import { wellFormed } from "../app/routes/feed.ts";
import { checkContentOf, fixtureSiteWith } from "../e2e/harness/content-copy.ts";

const POST = "writing/a-year-of-pairing.md";
const PROJECT = "projects/tram-times/index.md";

/** A copy of the fixture site with one file edited; its folder. */
const siteWith = (file: string, edit: (text: string) => string) => fixtureSiteWith("hostile-content", file, edit);

function checkContent(content: string) {
  const started = performance.now();
  const { status, output, problems } = checkContentOf(content, { timeout: 30_000 });
  expect(output).not.toMatch(/^\s+at /m);
  expect(status, output).toBe(1);
  return { seconds: (performance.now() - started) / 1000, problems };
}

test.each([
  ["an escape in a post's title", POST, /^title: (.*)$/m, "title: A year\u001B[31m of pairing", "title", "U+001B"],
  [
    "a NUL in a post's description",
    POST,
    /^description: (.*)$/m,
    "description: Once\u0000 a month",
    "description",
    "U+0000",
  ],
  ["a vertical tab in a project's name", PROJECT, /^name: (.*)$/m, 'name: "Tram\\vTimes"', "name", "U+000B"],
  [
    "a C1 control in a screenshot's alt text",
    PROJECT,
    /^ {4}alt: The departures/m,
    "    alt: The\u0085 departures",
    "images[0].alt",
    "U+0085",
  ],
])("%s is refused, naming the file and the field", { timeout: 30_000 }, (_, file, field, replacement, name, code) => {
  const { problems } = checkContent(siteWith(file, (text) => text.replace(field, replacement)));
  expect(problems).toEqual([
    expect.stringMatching(
      new RegExp(
        `${file.replace(/[./]/g, "\\$&")}: ${name.replace(/[.[\]]/g, "\\$&")}: contains an invisible control character \\(${code.replace("+", "\\+")}\\)`,
      ),
    ),
  ]);
});

test(
  "a list nested 800 deep and 30,000 nested [ are refused with the file and line, in seconds",
  { timeout: 60_000 },
  () => {
    const lines = (text: string) => text.split("\n").length;
    const list = Array.from({ length: 800 }, (_, depth) => `${"  ".repeat(depth)}- level ${depth}`).join("\n");
    let at = 0;
    const deepList = checkContent(
      siteWith(POST, (text) => {
        at = lines(text) + 1;
        return `${text}\n${list}\n`;
      }),
    );
    // The 41st item (a marker and 40 indents) is the first past 40 levels.
    expect(deepList.problems).toEqual([
      expect.stringMatching(new RegExp(`${POST}: line ${at + 40}: lists or quotes nested \\d+ deep`)),
    ]);
    expect(deepList.seconds).toBeLessThan(15);

    const brackets = checkContent(
      siteWith(POST, (text) => {
        at = lines(text) + 1;
        return `${text}\n${"[".repeat(30_000)}\n`;
      }),
    );
    expect(brackets.problems).toEqual([
      expect.stringMatching(new RegExp(`${POST}: line ${at}: brackets \\[ nested 41 deep`)),
    ]);
    expect(brackets.seconds).toBeLessThan(15);
  },
);

test("a YAML alias bomb in front matter is a content error naming the file", { timeout: 30_000 }, () => {
  const bomb = [
    "a: &a [x, x, x, x, x, x, x, x, x]",
    "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]",
    "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]",
    "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
    "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]",
  ].join("\n");
  const { problems, seconds } = checkContent(siteWith(POST, (text) => text.replace("---\n", `---\n${bomb}\n`)));
  expect(problems).toEqual([
    expect.stringMatching(new RegExp(`${POST}: front matter: its YAML aliases \\(\\*name\\) expand too far`)),
  ]);
  expect(seconds).toBeLessThan(15);
});

test("the feed keeps no character XML forbids, whatever the content holds", () => {
  expect(wellFormed("<title>A\u001B[31m\u0000b\uD800c😀\td\r\n</title>")).toBe("<title>A[31mbc😀\td\r\n</title>");
});
