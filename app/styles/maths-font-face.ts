// The maths font vite/maths-font.ts cut from the content's formulas: its
// @font-face, imported by the pages that can show maths (a post, a project),
// and its URL, which a page with a formula preloads. Before the build makes it
// (the unit tests), or when the content has no maths, there is none, and
// <math> takes the system's maths font (app/styles/maths.css).
import.meta.glob("../../.cache/generated/maths-font/maths-font.css", { eager: true });

const [file] = Object.values(
  import.meta.glob<string>("../../.cache/generated/maths-font/*.woff2", {
    eager: true,
    query: "?url",
    import: "default",
  }),
);

/** The maths font's URL, if the build made one. */
export const mathsFontUrl: string | undefined = file;
