import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useRouteError } from "react-router";
import { expect, test, vi } from "vitest";
import type { Analytics } from "./schemas/settings-schema";
import { ROOT_ROUTE } from "~/page/page";
import { HOME_PATH } from "~/addresses/paths";
import { contentAt } from "~/test-support/page-at";
import { renderAt } from "~/test-support/render-at";
import islandLoader from "./islands/island-loader.js?raw";
import viewerOpener from "./components/screenshot-viewer-opener.js?raw";
import { analyticsTag } from "./page/analytics";
import { ContentError } from "./schemas/content-problems";
import { likelyPagesRules } from "./page/speculation-rules";
import { analyticsSecurity, scriptHash } from "./page/content-security-policy.server";
import { ErrorBoundary, Layout, loader } from "./root";
import NotFound from "./routes/not-found";

test("the error page links to the home page it tells the visitor to go back to", async () => {
  // React reports the error it caught; the page is what matters here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const content = contentAt(HOME_PATH);
  const Stub = createRoutesStub([
    {
      id: ROOT_ROUTE,
      loader: () => content,
      Component: Outlet,
      children: [
        {
          path: HOME_PATH,
          Component: () => {
            throw new Error("Broken page");
          },
          ErrorBoundary,
        },
      ],
    },
  ]);
  render(<Stub hydrationData={{ loaderData: { [ROOT_ROUTE]: content } }} />);
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Something went wrong");
  expect(screen.getByRole("link", { name: "go back to the home page" })).toHaveAttribute("href", HOME_PATH);
});

test("in development content that does not read shows the build's lines and reloads on save, not a framework's error", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const problems = [
    'content/projects/a-project/index.md: line 4: YAML syntax error: a value with ": " in it must be quoted',
    "content/site.ts: person.name: must not be empty",
  ];
  const error = new ContentError(problems);
  const Stub = createRoutesStub([
    {
      id: ROOT_ROUTE,
      path: HOME_PATH,
      loader: () => {
        throw error;
      },
      Component: Outlet,
      // As React Router renders it: the boundary inside the root's Layout, whose loader gave no content.
      ErrorBoundary: () => (
        <Layout>
          <ErrorBoundary error={useRouteError()} params={{}} loaderData={undefined} />
        </Layout>
      ),
    },
  ]);
  const html = renderToString(<Stub hydrationData={{ errors: { [ROOT_ROUTE]: error } }} />);
  const document = new DOMParser().parseFromString(html, "text/html");
  expect(document.querySelector("h1")?.textContent).toBe("The content has 2 problems");
  expect(document.title).toBe("The content has 2 problems");
  expect([...document.querySelectorAll("main li")].map((item) => item.textContent)).toEqual(problems);
  expect(html).not.toContain("usePage()");
  expect(html).toContain(`import "/@vite/client"`);
});

test("the not-found page links to the home page", () => {
  renderAt(<NotFound />);
  expect(screen.getByRole("link", { name: /home page/i })).toHaveAttribute("href", HOME_PATH);
});

test("in development the page carries no router either: only Vite's client, which reloads it when a file changes", () => {
  expect(import.meta.env.DEV).toBe(true);
  const content = contentAt(HOME_PATH);
  const Stub = createRoutesStub([
    { id: ROOT_ROUTE, path: HOME_PATH, loader: () => content, Component: () => <Layout>{null}</Layout> },
  ]);
  const html = renderToString(<Stub hydrationData={{ loaderData: { [ROOT_ROUTE]: content } }} />);
  const modules = [...html.matchAll(/<script type="module"[^>]*>([^<]*)<\/script>/g)].map((match) => match[1]);
  expect(modules).toEqual([expect.stringContaining(`import "/@vite/client"`)]);
  expect(html).not.toContain("__reactRouter");
});

/** What the root's loader gives the home page, asked as React Router asks it. */
function homeLoaderData() {
  const url = new URL(`http://localhost${HOME_PATH}`);
  return loader({ request: new Request(url), url, params: {}, context: {} } as never);
}

/** A built page's HTML: the root's loader as the pre-render runs it, and a page whose route shows an island or not. */
async function builtPage({ showsIsland, analytics }: { showsIsland: boolean; analytics?: Analytics }) {
  vi.stubEnv("DEV", false);
  const data = await homeLoaderData();
  vi.unstubAllEnvs();
  const rootData = analytics
    ? {
        ...data,
        security: { ...(data as { security: object }).security, analytics: analyticsSecurity(analyticsTag(analytics)) },
      }
    : data;
  const Stub = createRoutesStub([
    {
      id: ROOT_ROUTE,
      loader: () => rootData,
      Component: () => (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: [
        {
          path: HOME_PATH,
          handle: { showsIsland: () => showsIsland },
          // A page with the gallery carries its island's loader and its viewer's opener.
          Component: () =>
            showsIsland ? (
              <>
                <script dangerouslySetInnerHTML={{ __html: islandLoader }} />
                <script dangerouslySetInnerHTML={{ __html: viewerOpener }} />
              </>
            ) : null,
        },
      ],
    },
  ]);
  const html = renderToString(<Stub hydrationData={{ loaderData: { [ROOT_ROUTE]: rootData } }} />);
  const document = new DOMParser().parseFromString(html, "text/html");
  const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
  const directive = (name: string) =>
    policy
      .split("; ")
      .find((entry) => entry.startsWith(`${name} `))
      ?.split(" ")
      .slice(1);
  return { document, policy, directive };
}

test("a built page's policy comes before its scripts and allows exactly the inline scripts it carries", async () => {
  for (const showsIsland of [false, true]) {
    const { document, directive } = await builtPage({ showsIsland });
    const head = [...document.head.children];
    const policy = head.findIndex((element) => element.getAttribute("http-equiv") === "Content-Security-Policy");
    expect(policy).toBeGreaterThan(0);
    expect(head.findIndex((element) => element.localName === "script")).toBeGreaterThan(policy);
    // Speculation rules are a script to the policy, though they never run.
    const inline = [...document.querySelectorAll("script:not([src]):not([type]), script[type=speculationrules]")].map(
      (script) => scriptHash(script.textContent ?? ""),
    );
    expect(inline).toHaveLength(showsIsland ? 6 : 4);
    // And the likely pages' rules, which a script adds once the visitor starts to use the page.
    const added = scriptHash(likelyPagesRules(import.meta.env.BASE_URL));
    expect(new Set(directive("script-src"))).toEqual(
      new Set(["'self'", ...[...inline, added].map((hash) => `'${hash}'`)]),
    );
    // And its one inline style, the view transitions' opt-in, before any script.
    const styles = [...document.querySelectorAll("style")];
    expect(styles.map((style) => style.textContent)).toEqual([expect.stringContaining("@view-transition")]);
    expect(head.indexOf(styles[0]!)).toBeLessThan(head.findIndex((element) => element.localName === "script"));
    expect(directive("style-src")).toEqual(["'self'", `'${scriptHash(styles[0]!.textContent ?? "")}'`]);
  }
});

test("with an analytics provider a built page carries the script that adds its tag, and its policy names exactly its origins", async () => {
  const analytics: Analytics = { provider: "goatcounter", host: "https://jane.goatcounter.com" };
  const { document, directive } = await builtPage({ showsIsland: false, analytics });
  const loader = [...document.head.querySelectorAll("script:not([type])")].at(-1)!;
  // Run on a page that is shown, it adds the provider's tag, with its attributes.
  const shown = new DOMParser().parseFromString("<head></head>", "text/html");
  new Function("document", loader.textContent ?? "")(shown);
  const tag = shown.head.querySelector("script[src]");
  expect(tag?.getAttribute("src")).toBe("https://jane.goatcounter.com/count.js");
  expect(tag?.getAttribute("data-goatcounter")).toBe("https://jane.goatcounter.com/count");
  // After the policy, which governs only what follows it, and allowed by its hash.
  const head = [...document.head.children];
  const policy = head.findIndex((element) => element.getAttribute("http-equiv") === "Content-Security-Policy");
  expect(policy).toBeGreaterThan(-1);
  expect(head.indexOf(loader)).toBeGreaterThan(policy);
  expect(directive("script-src")).toContain(`'${scriptHash(loader.textContent ?? "")}'`);
  expect(directive("script-src")).toContain("https://jane.goatcounter.com");
  expect(directive("connect-src")).toEqual(["'self'", "https://jane.goatcounter.com"]);
  expect(directive("img-src")).toEqual(["'self'", "https://jane.goatcounter.com"]);
  // Without one, no other origin.
  expect((await builtPage({ showsIsland: false })).policy).not.toMatch(/https:/);
});

test("on a page being prerendered the provider's tag waits until the page is shown", async () => {
  const analytics: Analytics = { provider: "plausible", domain: "jane.dev", host: "https://plausible.io" };
  const { document } = await builtPage({ showsIsland: false, analytics });
  const loader = [...document.head.querySelectorAll("script:not([type])")].at(-1)!;
  const prerendered = new DOMParser().parseFromString("<head></head>", "text/html");
  Object.defineProperty(prerendered, "prerendering", { value: true, configurable: true });
  new Function("document", loader.textContent ?? "")(prerendered);
  expect(prerendered.head.querySelector("script[src]")).toBeNull();
  Object.defineProperty(prerendered, "prerendering", { value: false });
  prerendered.dispatchEvent(new Event("prerenderingchange"));
  expect(prerendered.head.querySelector("script[src]")?.getAttribute("data-domain")).toBe("jane.dev");
});

test("in development the root's loader gives no policy and no analytics: Vite adds scripts and styles of its own", async () => {
  const data = await homeLoaderData();
  expect(data).not.toHaveProperty("security");
});
