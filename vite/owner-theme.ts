// The owner's stylesheet, content/theme.css (optional): imported by the root after the template's styles as
// `virtual:owner-theme.css`, which resolves to the file itself, so Vite bundles it like the template's own CSS (a
// hashed file the policy allows as 'self'; nothing inline) and its url()s resolve beside it. Without the file the
// module is empty. It stays outside the template's cascade layer (./template-layer.ts), so its plain rules win.
// A theme.css that does not parse stops the build in one line, with its line and column: PostCSS (Vite's CSS
// reader) finds unclosed blocks, strings and comments, Lightning CSS (Vite's minifier) bad selectors and queries.
import { existsSync, readFileSync } from "node:fs";
import { transform } from "lightningcss";
import postcss, { CssSyntaxError } from "postcss";
import type { Plugin } from "vite";
import { sep } from "node:path";
import { contentDir, contentFile, contentPath } from "../app/collections/content-folder.ts";

const ID = "virtual:owner-theme.css";

/** The owner's stylesheet, absolute (it may not exist). */
export function themePath(): string {
  return contentPath("theme.css");
}

function isOwnerTheme(id: string): boolean {
  return id.split("?")[0] === themePath();
}

/**
 * Whether a stylesheet the build reads is the owner's, which stays out of the template's layer: theme.css, or a
 * CSS module beside one of their parts (content/components/).
 */
export function isOwnersStylesheet(file: string | undefined): boolean {
  return file?.split("?")[0]?.startsWith(contentDir() + sep) ?? false;
}

/** Why the owner's stylesheet does not parse, one line naming it, its line and column; undefined when it does. */
export function themeProblem(css: string, file = contentFile("theme.css")): string | undefined {
  try {
    postcss.parse(css, { from: file });
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    return `${file}:${error.line}:${error.column}: ${error.reason}`;
  }
  try {
    transform({ filename: file, code: Buffer.from(css), errorRecovery: false });
  } catch (error) {
    const { loc, message } = error as { loc?: { line: number; column: number }; message: string };
    return `${file}${loc ? `:${loc.line}:${loc.column}` : ""}: ${message}`;
  }
  return undefined;
}

/** The content check's problems with theme.css: none without one. */
export function themeProblems(): string[] {
  const file = themePath();
  if (!existsSync(file)) return [];
  const problem = themeProblem(readFileSync(file, "utf8"));
  return problem ? [problem] : [];
}

export function ownerTheme(): Plugin {
  let dev = false;
  return {
    name: "portfolio:owner-theme",
    configResolved: (config) => void (dev = config.command === "serve"),
    resolveId: (id) => (id === ID ? themePath() : undefined),
    load(id) {
      if (!isOwnerTheme(id)) return;
      const file = themePath();
      this.addWatchFile(file);
      if (!existsSync(file)) return "/* No content/theme.css: the template's styles alone. */\n";
      const css = readFileSync(file, "utf8");
      const problem = themeProblem(css);
      if (!problem) return css;
      // The content check has stopped a build already; the development server goes on without the owner's styles.
      if (!dev) this.error(problem);
      this.warn(problem);
      return "";
    },
    // Created or deleted while `npm run dev` runs: the root's import is read again, and the page reloads.
    configureServer(server) {
      const changed = (file: string) => {
        if (!isOwnerTheme(file)) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(file);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
    },
  };
}
