// @vitest-environment node
// Seeded mutations of the fixture site's projects and posts, each read as the content check reads them: the read
// either succeeds or fails with a ContentError whose every line names a file of the content, never another
// exception. fast-check prints the seed and path of a failing case; FUZZ_SEED=<seed> replays it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { expect, test } from "vitest";
import { ContentError } from "./content-problems.ts";
import { loadProjects } from "./project-collection.ts";
import { loadPosts } from "./writing.ts";

const fixture = resolve(import.meta.dirname, "../../fixtures/site");
const scratch = mkdtempSync(join(tmpdir(), "content-fuzz-"));

/** The Markdown files of the fixture's projects and posts, relative to the site's folder. */
const markdownFiles = ["projects", "writing"].flatMap((folder) =>
  readdirSync(join(fixture, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => join(folder, name)),
);

/** Characters a tired editor or a bad paste leaves behind: YAML's and Markdown's signs, controls, brackets. */
const hostile = fc.constantFrom(":", "-", "[", "]", '"', "'", "&a", "*a", "#", "\t", "\u001B", "\u0000", "\u000B", "---", "\n", "{", "|");

/** Values that mean something to YAML: an alias to no anchor, an anchor, unclosed flow collections and quotes. */
const YAML_VALUES = ["*a", "&a [x, *a]", "[", "{", "'", '"', "|", "- x", "! x", "@x", "`x`", "%x", "? x", ": x"];

type Mutation = { file: string; kind: string; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  file: fc.constantFrom(...markdownFiles),
  kind: fc.constantFrom("insert", "delete-line", "duplicate-line", "truncate", "replace-line", "remove-file",
    "set-value", "rename-index"),
  at: fc.nat(),
  text: fc.oneof(hostile, fc.string({ maxLength: 8 })),
});

/** Applies one mutation to a copy of the site; the copy's folder. */
function mutated({ file, kind, at, text }: Mutation, index: number): string {
  const site = join(scratch, String(index));
  for (const folder of ["projects", "writing"]) cpSync(join(fixture, folder), join(site, folder), { recursive: true });
  const path = join(site, file);
  const source = readFileSync(path, "utf8");
  const lines = source.split("\n");
  const line = at % lines.length;
  if (kind === "insert") {
    const position = at % (source.length + 1);
    writeFileSync(path, source.slice(0, position) + text + source.slice(position));
  } else if (kind === "delete-line") {
    writeFileSync(path, lines.toSpliced(line, 1).join("\n"));
  } else if (kind === "duplicate-line") {
    writeFileSync(path, lines.toSpliced(line, 0, lines[line] ?? "").join("\n"));
  } else if (kind === "truncate") {
    writeFileSync(path, source.slice(0, at % (source.length + 1)));
  } else if (kind === "replace-line") {
    writeFileSync(path, lines.toSpliced(line, 1, text).join("\n"));
  } else if (kind === "set-value") {
    // A front matter field's value replaced: where YAML's aliases, anchors and flow signs mean something.
    const fields = lines.flatMap((text, number) => (/^\s*(?:- )?[\w]+:/.test(text) ? [number] : []));
    const field = fields[at % Math.max(1, fields.length)] ?? 0;
    const value = YAML_VALUES[Math.floor(at / 7) % YAML_VALUES.length] ?? text;
    writeFileSync(path, lines.toSpliced(field, 1, `${(lines[field] ?? "").split(":")[0]}: ${value}`).join("\n"));
  } else if (kind === "remove-file") {
    rmSync(path);
  } else if (file.endsWith("index.md")) {
    renameSync(path, path.replace(/index\.md$/, "Index.md"));
  }
  return site;
}

test("every seeded mutation of the content reads, or fails with lines that each name a content file", () => {
  let index = 0;
  fc.assert(
    fc.property(mutation, (change) => {
      const site = mutated(change, (index += 1));
      for (const read of [
        () => loadProjects({ dir: join(site, "projects"), includeDrafts: true }),
        () => loadPosts({ dir: join(site, "writing"), includeDrafts: true }),
      ]) {
        try {
          read();
        } catch (error) {
          if (!(error instanceof ContentError)) throw error;
          for (const line of error.problems) expect(line.startsWith(site), line).toBe(true);
        }
      }
      rmSync(site, { recursive: true, force: true });
    }),
    { numRuns: 200, ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}) },
  );
}, 120_000);
