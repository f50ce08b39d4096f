// @vitest-environment node
// The README and the docs/ pages link each other, the decision records and files of the template by relative
// paths: each must lead to a file that exists and, with a #fragment, to a heading that exists, as GitHub renders
// them. A file moved or a heading renamed breaks a reader's way through the docs, and nothing else would notice.
import { existsSync, globSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { expect, test } from "vitest";

const PAGES = ["README.md", ...globSync("docs/**/*.md")];

const parser = unified().use(remarkParse).use(remarkGfm);
const trees = new Map<string, Root>();
/** Each page parsed once, however many links lead to it. */
function parse(file: string): Root {
  let tree = trees.get(file);
  if (!tree) trees.set(file, (tree = parser.parse(readFileSync(file, "utf8")) as Root));
  return tree;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(tree: Root): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  visit(tree, "heading", (heading) => {
    const base = toString(heading)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  });
  return found;
}

const anchorSets = new Map<string, Set<string>>();
const anchors = (file: string) => anchorSets.get(file) ?? anchorSets.set(file, anchorsOf(parse(file))).get(file)!;

/** Every link, image and HTML src/srcset of a page that is not a URL with a scheme. */
function relativeTargets(tree: Root): string[] {
  const targets: string[] = [];
  visit(tree, ["link", "image", "definition"], (node) => {
    if ("url" in node && typeof node.url === "string") targets.push(node.url);
  });
  visit(tree, "html", (node) => {
    for (const [, value] of node.value.matchAll(/\s(?:src|srcset|href)="([^"]+)"/g)) {
      targets.push(...(value ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""));
    }
  });
  return targets.filter((target) => target && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

test("every relative link in the README and docs/ leads to a file, and its fragment to a heading", () => {
  const broken: string[] = [];
  for (const page of PAGES) {
    const tree = parse(page);
    for (const target of relativeTargets(tree)) {
      const [path = "", fragment] = target.split("#");
      const file = path ? normalize(join(dirname(page), decodeURI(path))) : page;
      if (!existsSync(file)) {
        broken.push(`${page}: ${target}: no such file`);
      } else if (fragment && file.endsWith(".md") && !anchors(file).has(fragment)) {
        broken.push(`${page}: ${target}: no heading with that anchor in ${file}`);
      }
    }
  }
  expect(broken).toEqual([]);
  // Some forty pages of Markdown, parsed on a busy 2-core machine: more than Vitest's default 5 s at worst.
}, 30_000);

test("the bench's tables have one place to go: docs/performance.md, between its markers", () => {
  const count = (file: string, marker: string) => readFileSync(file, "utf8").split(marker).length - 1;
  for (const marker of ["<!-- bench:start -->", "<!-- bench:end -->"]) {
    expect(count("docs/performance.md", marker), marker).toBe(1);
    expect(count("README.md", marker), marker).toBe(0);
  }
});

test("every decision record is in the index, once, under its number, and the index names no other", () => {
  const records = globSync("docs/decisions/[0-9][0-9][0-9][0-9]-*.md").map((file) => file.split("/").at(-1) ?? "");
  const rows = [...readFileSync("docs/decisions/README.md", "utf8").matchAll(/^\| (\d{4}) \| \[[^\]]*\]\(([^)]+)\)/gm)];
  const listed = rows.map(([, number = "", file = ""]) => ({ number, file }));
  expect(listed.map(({ file }) => file).sort()).toEqual(records.sort());
  for (const { number, file } of listed) expect(file.startsWith(`${number}-`), file).toBe(true);
});
