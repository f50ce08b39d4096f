// Checks the built site as files, the way a static host receives it: every
// image a page can show, the CV and the icons.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { loadPortfolio } from "../app/collections/portfolio-source.ts";
import { sitePages } from "../app/addresses/site-pages.ts";
import { siteLanguages } from "../app/languages/languages-setting.ts";
import { cvPlans } from "../app/cv/cv-plans.ts";
import { messagesFor } from "../app/i18n/site-catalogues.ts";
import { HOME_PATH, projectPath, socialImagePath, WRITING_PATH } from "../app/addresses/paths.ts";
import { imageLanguage } from "../app/languages/language-tags.ts";
import { lightPalette } from "../app/share-image/share-image.tsx";
import { basePath } from "../vite/base-path.ts";
import { expect, literally, stepThrough, t, test, walkTimeout } from "./fixtures.ts";

// What the built site was made from: the tests derive what they expect from it.
const site = loadPortfolio();

const CLIENT = "build/client";
const base = basePath();
const pages = ["/", ...site.projects.map((project) => projectPath(project.slug))];
/** A site with neither a portrait nor a screenshot (an imported CV, say) draws its pages without a picture. */
const hasPictures = Boolean(site.person.portrait) || site.projects.some((project) => project.images.length > 0);

/** The built file a root-relative URL points at. */
function builtFile(url: string): string {
  const path = decodeURIComponent(new URL(url, "http://site").pathname);
  expect(path.startsWith(base), `${url} is under the base path ${base}`).toBe(true);
  return join(CLIENT, path.slice(base.length));
}

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const candidates = (srcset: string) => srcset.split(",").map((entry) => entry.trim().split(/\s+/)[0]!);

test.describe("images", () => {
  // The HTML as served, before any script runs, is what a crawler and a no-JS visitor get.
  test.use({ javaScriptEnabled: false });

  test("every <img> on the home and project pages is real, described, sized and offered in a modern format", async ({
    page,
  }) => {
    await stepThrough(
      pages,
      (path) => path,
      async (path) => {
        await page.goto(`.${path}`);
        const images = await page.locator("img").evaluateAll((elements) =>
          elements.map((img) => {
            const picture = img.parentElement?.tagName === "PICTURE" ? img.parentElement : null;
            return {
              src: img.getAttribute("src"),
              srcset: img.getAttribute("srcset"),
              alt: img.getAttribute("alt"),
              // A thumbnail inside a link that says what it links to repeats it: it is decorative, alt="".
              decorative: (img.closest("a")?.textContent?.trim() ?? "") !== "",
              width: img.getAttribute("width"),
              height: img.getAttribute("height"),
              sources: [...(picture?.querySelectorAll("source") ?? [])].map((source) => ({
                type: source.getAttribute("type"),
                srcset: source.getAttribute("srcset") ?? "",
                sizes: source.getAttribute("sizes"),
              })),
            };
          }),
        );
        if (hasPictures) expect(images.length).toBeGreaterThanOrEqual(1);
        else expect(images).toEqual([]);
        for (const image of images) {
          // Empty alt only for a decorative image, in a link whose own text says where it goes.
          if (image.alt === "") expect(image.decorative, `alt of ${image.src}: empty, outside a named link`).toBe(true);
          else expect(image.alt?.trim(), `alt of ${image.src}`).toBeTruthy();
          expect(Number(image.width), `width of ${image.src}`).toBeGreaterThan(0);
          expect(Number(image.height), `height of ${image.src}`).toBeGreaterThan(0);
          const types = image.sources.map((source) => source.type);
          expect(types, `modern formats for ${image.src}`).toEqual(
            expect.arrayContaining(["image/avif", "image/webp"]),
          );
          const urls = [
            image.src!,
            ...candidates(image.srcset ?? ""),
            ...image.sources.flatMap((s) => candidates(s.srcset)),
          ];
          for (const url of urls) expect(existsSync(builtFile(url)), `${url} exists`).toBe(true);
          for (const source of image.sources) expect(source.sizes).toBeTruthy();
        }
      },
    );
  });

  test("only the likely largest paint loads eagerly on each page", async ({ page }) => {
    // The owner's portrait is the one other image at the top: small, eager, and not the largest paint.
    const portrait = site.person.portrait?.alt ?? null;
    test.setTimeout(walkTimeout(pages.length));
    for (const path of pages) {
      await page.goto(`.${path}`);
      const loading = await page
        .locator("img")
        .evaluateAll(
          (elements, skipped) =>
            elements
              .filter((img) => img.getAttribute("alt") !== skipped)
              .map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]),
          portrait,
        );
      // A project without screenshots has no picture at its top: its only images are other projects' thumbnails, at its foot.
      const bare = site.projects.some((project) => projectPath(project.slug) === path && project.images.length === 0);
      if (bare || !hasPictures) {
        for (const image of loading) expect(image[0], `images on ${path}`).toBe("lazy");
        continue;
      }
      expect(loading[0], `first image on ${path}`).toEqual(["eager", "high"]);
      for (const rest of loading.slice(1)) expect(rest[0], `later images on ${path}`).toBe("lazy");
    }
  });
});

test.describe("the CV", () => {
  const cvFile = join(CLIENT, "cv", site.person.cv.downloadName);

  test("is built from the content: a readable PDF of one or two pages naming the developer and every project", async () => {
    const bytes = new Uint8Array(readFileSync(cvFile));
    const pdf = await getDocumentProxy(bytes);
    const { totalPages, text } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBeGreaterThanOrEqual(1);
    expect(totalPages).toBeLessThanOrEqual(2);
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(site.person.name);
    for (const project of site.projects) expect(flat).toContain(project.name);
  });

  test("the home page's link downloads exactly that file, under its download name", async ({ page }) => {
    await page.goto("./");
    const link = page.getByRole("link", { name: literally(t.downloadCv) });
    // The name a browser saves it under, and the file its address serves, byte for byte. Read through the page's
    // request, not a browser download: Chromium named one CI run's download "download" twice while this same build
    // served the file whole when run again.
    await expect(link).toHaveAttribute("download", site.person.cv.downloadName);
    const served = await page.request.get((await link.evaluate((anchor: HTMLAnchorElement) => anchor.href))!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toContain("application/pdf");
    expect((await served.body()).equals(readFileSync(cvFile))).toBe(true);
  });
});

test.describe("icons", () => {
  test("the favicon, touch icon and manifest are linked, exist and use the site's accent colour", async ({ page }) => {
    await page.goto("./");
    const hrefs = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) =>
        Object.fromEntries(links.map((link) => [link.getAttribute("rel"), link.getAttribute("href")])),
      );
    // The light theme's colours, derived from settings.ts's accent as the pages' are.
    const { accent, background } = lightPalette();

    const favicon = readFileSync(builtFile(hrefs.icon!), "utf8");
    expect(favicon).toContain("<svg");
    expect(favicon).toContain(`fill="${accent}"`);
    expect(pngSize(builtFile(hrefs["apple-touch-icon"]!))).toEqual({ width: 180, height: 180 });

    const manifest = JSON.parse(readFileSync(builtFile(hrefs.manifest!), "utf8")) as {
      name: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toContain(site.person.name);
    expect(manifest.theme_color).toBe(accent);
    expect(manifest.background_color).toBe(background);
    for (const icon of manifest.icons) {
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(builtFile(icon.src))).toEqual({ width, height });
    }
  });

  test("only the current content's CV and share images ship: none from an earlier build", () => {
    const languages = siteLanguages();
    // The CV each language's pages link: its own, or the default language's (app/cv/cv-plans.ts).
    const plans = cvPlans(languages, (language) => loadPortfolio({ language, languages }), messagesFor);
    expect(readdirSync(join(CLIENT, "cv")).sort()).toEqual([...new Set(plans.map((plan) => plan.downloadName))].sort());
    const shareImages = readdirSync(join(CLIENT, "og"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(join(CLIENT, "og").length + 1));
    // Every page of every language that draws its own (app/page/social-card.ts): the home page, each project, the list
    // of posts and each post; a tag's list and a page of any other kind share one. Named like the page's path.
    const projects = new Set(site.projects.map((project) => projectPath(project.slug)));
    const drawsItsOwn = (page: string) =>
      page === HOME_PATH ||
      projects.has(page) ||
      page === WRITING_PATH ||
      new RegExp(`^${WRITING_PATH}/[^/]+$`).test(page);
    const pages = sitePages().filter((page) => imageLanguage(page.language, languages[0]!) === page.language);
    expect(shareImages.sort()).toEqual(
      pages
        .filter((page) => drawsItsOwn(page.page))
        .map((page) => socialImagePath(page.path).slice("/og/".length))
        .sort(),
    );
  });

  test("nothing in the build is left over from React Router's SPA mode or the pre-render folders", () => {
    const entries = readdirSync(CLIENT);
    expect(entries).not.toContain("__spa-fallback.html");
    expect(entries).not.toContain("404");
    expect(entries).toEqual(
      expect.arrayContaining(["index.html", "404.html", ...site.projects.map((p) => `${p.slug}.html`)]),
    );
  });
});

test("no script in the build carries the code that reads the content: the loaders run it in the pre-render only", () => {
  const scripts = readdirSync(CLIENT, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    // The collection reader's own words (app/collections/collection.ts), which any bundle of it keeps. A route module
    // whose code outside its loader imports the content (a helper it exports, say) brings it into the client build.
    const code = readFileSync(join(CLIENT, file), "utf8");
    expect(code.includes("expected front matter"), `${file} carries the content's reader`).toBe(false);
  }
});

test("the gallery island's JavaScript carries neither the content module nor any project's pictures", () => {
  const project = site.projects.find((candidate) => candidate.images.length > 0);
  test.skip(!project, "the site has no project with screenshots");
  const html = readFileSync(builtFile(`${base}${projectPath(project!.slug).slice(1)}.html`), "utf8");
  const preload = /data-preload="([^"]+)"/.exec(html)?.[1];
  expect(preload, "the island lists the chunks it needs").toBeTruthy();
  const code = preload!
    .split(" ")
    .map((url) => readFileSync(builtFile(url), "utf8"))
    .join("\n");
  // The page hands the island its screenshots as a JSON data block instead.
  expect(code).not.toContain(site.person.bio.trim().slice(0, 60));
  for (const other of site.projects) {
    expect(code).not.toContain(other.summary);
    for (const image of other.images) {
      expect(code).not.toContain(image.alt);
      // An imported picture would put its hashed renditions' names in the code: "map-B3k2xQ9z.avif".
      const stem = image.src
        .split("/")
        .at(-1)!
        .replace(/\.\w+$/, "");
      expect(code).not.toMatch(new RegExp(`${stem}-[\\w-]{8}\\.(?:avif|webp|jpe?g|png)`));
    }
  }
  expect(html).toContain(`type="application/json"`);
});
