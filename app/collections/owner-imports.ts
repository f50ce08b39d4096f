// The owner's files import the engine only through its public face, `#template` (app/owner-api/template.ts), whose
// names outlive the engine's own files. An import of anything else of the engine (`~/…`, or a path out of the
// content folder) works until the template moves that file, then breaks a fork's content on upgrade: the content
// check names each such import, with what to write instead, before the type check meets it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";
import ts from "typescript";
import { contentDir, displayPath } from "./content-folder.ts";

const CODE = /\.(?:[cm]?[jt]sx?)$/;

/** Each import of the engine's insides in the owner's code files: "content/site.ts: imports "~/content/schema.ts", …". */
export function ownerImportProblems(dir = contentDir()): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
    (path) => CODE.test(path) && !path.split(/[\\/]/).includes("node_modules"),
  );
  return files.sort().flatMap((path) => {
    const file = join(dir, path);
    return ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.flatMap(({ fileName }) => {
      const inside =
        fileName.startsWith("~/") ||
        (fileName.startsWith("#") && fileName !== "#template" && fileName !== "#template/parts") ||
        (fileName.startsWith(".") && relative(dir, resolve(dirname(file), fileName)).startsWith(".."));
      return inside
        ? [
            `${displayPath(file)}: imports "${fileName}", a module inside the template that may move in any version: import what you need from "#template" instead`,
          ]
        : [];
    });
  });
}
