// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { displayPath } from "./content-folder.ts";
import { ownerImportProblems } from "./owner-imports.ts";

test("an owner's file that imports the engine's insides is named, with #template to use instead; packages and the content's own files pass", () => {
  const dir = mkdtempSync(join(tmpdir(), "owner-imports-"));
  mkdirSync(join(dir, "i18n"));
  mkdirSync(join(dir, "components"));
  writeFileSync(
    join(dir, "site.ts"),
    'import type { SiteContent } from "~/content/schema.ts";\nexport const site = {};\n',
  );
  writeFileSync(
    join(dir, "settings.ts"),
    'import type { SettingsInput } from "#template";\nexport const settings = {};\n',
  );
  writeFileSync(
    join(dir, "i18n", "cy.ts"),
    'import { en } from "../../app/i18n/messages/en.ts";\nimport { x } from "../shared.ts";\n',
  );
  writeFileSync(join(dir, "shared.ts"), 'import { format } from "date-fns";\nexport const x = 1;\n');
  writeFileSync(join(dir, "components", "site-footer.tsx"), 'import { a } from "#internal/thing";\n');
  expect(ownerImportProblems(dir)).toEqual([
    `${displayPath(join(dir, "components", "site-footer.tsx"))}: imports "#internal/thing", a module inside the template that may move in any version: import what you need from "#template" instead`,
    `${displayPath(join(dir, "i18n", "cy.ts"))}: imports "../../app/i18n/messages/en.ts", a module inside the template that may move in any version: import what you need from "#template" instead`,
    `${displayPath(join(dir, "site.ts"))}: imports "~/content/schema.ts", a module inside the template that may move in any version: import what you need from "#template" instead`,
  ]);
});
