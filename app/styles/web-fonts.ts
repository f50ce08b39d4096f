// The web fonts vite/font-subsets.ts makes before Vite runs, in the `@fonts`
// folder (vite/content-aliases.ts): their stylesheet, imported here so that
// it comes after the tokens and its font stacks replace the system ones, and
// by language code the files each language's pages preload. Before the fonts
// are built (the unit tests) there are none, and the pages use the tokens'
// system fonts.
import.meta.glob("@fonts/fonts.css", { eager: true });

const [manifest] = Object.values(
  import.meta.glob<{ preload: Record<string, string[]> }>("@fonts/manifest.json", { eager: true, import: "default" }),
);
const files = Object.entries(
  import.meta.glob<string>("@fonts/*.woff2", { eager: true, query: "?url", import: "default" }),
);

/** By language code: the URLs of the web-font files its pages preload, text face first. */
export const fontPreloads: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(manifest?.preload ?? {}).map(([code, names]) => [
    code,
    names.map((name) => {
      const url = files.find(([path]) => path.endsWith(`/${name}`))?.[1];
      if (url === undefined) throw new Error(`The fonts' manifest.json names ${name}, which the fonts folder lacks`);
      return url;
    }),
  ]),
);
