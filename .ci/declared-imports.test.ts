// @vitest-environment node
// Every package the code imports is declared in package.json. A package that
// is only there because another one pulls it in (as sharp was, through
// vite-imagetools) can vanish or change major version with any update.
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import ts from "typescript";
import { expect, test } from "vitest";
import { workTreeFiles } from "../e2e/harness/work-tree.ts";

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

/** "@scope/name/sub/path?query" → "@scope/name"; undefined for what is not a package. */
function packageName(specifier: string): string | undefined {
  if (/^(?:\.|\/|~\/|#|node:|virtual:)/.test(specifier)) return undefined;
  const path = specifier.split("?")[0]!;
  const parts = path.split("/");
  const name = path.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  return builtinModules.includes(name) ? undefined : name;
}

/** Where a package's types live when it has none of its own: "hast" → "@types/hast", "@a/b" → "@types/a__b". */
function typesPackage(name: string): string {
  return `@types/${name.replace(/^@/, "").replace("/", "__")}`;
}

/** The packages a file imports statically, dynamically or for its types. */
function importedPackages(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((file) => packageName(file.fileName)).filter((name) => name !== undefined);
}

test("packageName keeps the package and drops paths, queries, built-ins and local modules", () => {
  expect(packageName("sharp")).toBe("sharp");
  expect(packageName("@react-router/dev/config")).toBe("@react-router/dev");
  expect(packageName("react-dom/client")).toBe("react-dom");
  expect(packageName("vite-imagetools?w=1")).toBe("vite-imagetools");
  for (const local of [
    "./x.ts",
    "../content/site.ts",
    "~/addresses/paths.ts",
    "#template",
    "node:fs",
    "fs",
    "virtual:islands",
  ])
    expect(packageName(local), local).toBeUndefined();
});

// It parses every source file of the checkout: its limit guards against a hang, not a loaded machine.
test("every package the code imports is declared in package.json", { timeout: 60_000 }, () => {
  const manifest = JSON.parse(readFileSync("package.json", "utf8")) as Record<string, Record<string, string>>;
  const declared = new Set(
    ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    ),
  );
  // As they are on disk: right after `new-site`, the sample's deleted files are still in git's index.
  const files = workTreeFiles().filter((file) => SOURCE.test(file) && !file.endsWith(".d.ts"));
  expect(files.length).toBeGreaterThan(20);
  const undeclared = files.flatMap((file) =>
    importedPackages(readFileSync(file, "utf8"))
      .filter((name) => !declared.has(name) && !declared.has(typesPackage(name)))
      .map((name) => `${file} imports ${name}`),
  );
  expect(undeclared).toEqual([]);
});
