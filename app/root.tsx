import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import themeScript from "./components/theme-script.js?raw";
import viewTransitionScript from "./components/view-transition-script.js?raw";
import copyCodeScript from "./components/copy-code-script.js?raw";
import commentsScript from "./components/comments-script.js?raw";
import type { CommentsHandle } from "./components/post-comments";
import type { CodeCopyHandle } from "./components/code-copy";
import { viewTransitionStyle } from "./components/view-transition-style";
import islandLoader from "./islands/island-loader.js?raw";
import viewerOpener from "./components/screenshot-viewer-opener.js?raw";
import searchLoader from "./islands/search-loader.js?raw";
import type { IslandHandle } from "./islands/island";
import { SITE_FOOTER_ID } from "./components/site-footer";
import { Parts } from "./components/owner-parts";
import { requestedContent, siteLook } from "./page/page-content.server";
import { GISCUS_ORIGIN, metaPolicy, type WasmHandle } from "./page/content-security-policy";
import { likelyPagesRules, likelyPagesScript, speculationRules } from "./page/speculation-rules";
import { pageSecurity, type PageSecurity } from "./page/content-security-policy.server";
import { ROOT_ROUTE, usePage } from "./page/page";
import { DevClient } from "./islands/dev-client";
import { ContentProblemsPage, contentProblemsOf, PlainErrorPage } from "./components/content-problems-page";
import { FEED_PATH, HOME_PATH, JSON_FEED_PATH, RESUME_PATH } from "./addresses/paths";
import "./styles/global.css";
import "./components/prose.css";
// After the tokens: their font stacks and colours replace the defaults.
import { fontPreloads } from "./styles/web-fonts";
import "virtual:palette.css";
// Last: the owner's content/theme.css, outside the template's cascade layer (vite/owner-theme.ts).
import "virtual:owner-theme.css";

/**
 * The pages carry no router, in development as in production: each is static
 * HTML, and the only interactive parts are the theme toggle (the inline theme
 * script) and the screenshot gallery (an island, app/islands/island.tsx). React
 * Router's scripts go only into the SPA fallback page, which `ssr: false`
 * insists on rendering with them and the build then deletes; the pre-render
 * asks for it with this header.
 */
const SPA_FALLBACK_HEADER = "X-React-Router-SPA-Mode";

/**
 * The inline scripts a page can carry: the root's on every page (speculation rules are a script to the policy, the
 * likely pages' rules too, though a script adds them), and an island's loader where it has one; and its one inline
 * style.
 */
const INLINE_SCRIPTS = {
  theme: themeScript,
  viewTransition: viewTransitionScript,
  speculation: speculationRules(import.meta.env.BASE_URL),
  likelyPages: likelyPagesScript(import.meta.env.BASE_URL),
  /** Added by likelyPages, not in the page as sent. */
  likelyPagesRules: likelyPagesRules(import.meta.env.BASE_URL),
  island: islandLoader,
  /** The screenshot viewer's, beside the gallery island's loader (app/islands/gallery-island.tsx). */
  viewerOpener,
  copyCode: copyCodeScript,
  /** A post's comments on request (app/components/post-comments.tsx). */
  comments: commentsScript,
  /** The search page's (app/routes/search.tsx). */
  search: searchLoader,
};
const INLINE_STYLES = { viewTransition: viewTransitionStyle };

type RootData = {
  spaFallback?: boolean;
  security?: PageSecurity<keyof typeof INLINE_SCRIPTS, keyof typeof INLINE_STYLES>;
};

/**
 * Every page's content, in its language: what usePage() reads in every
 * component; and what its Content-Security-Policy and analytics tag are made
 * of. Development has neither: Vite adds scripts and styles of its own, and
 * the owner's visits are not counted.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const content = { ...(await requestedContent(url)), look: siteLook() };
  if (request.headers.get(SPA_FALLBACK_HEADER) === "yes") return { ...content, spaFallback: true };
  return import.meta.env.DEV ? content : { ...content, security: pageSecurity(INLINE_SCRIPTS, INLINE_STYLES) };
}

/**
 * Every page's document; without the root's content (its loader threw: the content does not read, in development)
 * a plain one, so the error boundary's page shows rather than a second error from usePage().
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const content = useRouteLoaderData(ROOT_ROUTE) as object | undefined;
  return content ? <SiteDocument>{children}</SiteDocument> : <PlainDocument>{children}</PlainDocument>;
}

function PlainDocument({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {import.meta.env.DEV ? <DevClient /> : null}
      </body>
    </html>
  );
}

function SiteDocument({ children }: { children: React.ReactNode }) {
  const { spaFallback = false, security } = (useRouteLoaderData(ROOT_ROUTE) as RootData | undefined) ?? {};
  const matches = useMatches();
  const showsIsland = matches.some((match) =>
    (match.handle as Partial<IslandHandle> | undefined)?.showsIsland?.(match.loaderData as never),
  );
  // The copy button's script, on a page with a code block: ./components/code-copy.ts.
  const showsCode = matches.some((match) =>
    (match.handle as Partial<CodeCopyHandle> | undefined)?.showsCode?.(match.loaderData as never),
  );
  // A post with comments on request: their script, and giscus's frame; no other page's policy allows a frame.
  const showsComments = matches.some((match) =>
    (match.handle as Partial<CommentsHandle> | undefined)?.showsComments?.(match.loaderData as never),
  );
  // The search page: its loader script, and WebAssembly for Pagefind; no other page's policy allows either.
  const searches = matches.some((match) => (match.handle as Partial<WasmHandle> | undefined)?.compilesWasm === true);
  const { language, site, posts, t, href, look } = usePage();
  return (
    // data-look: the look settings.ts chooses, which the template's CSS (app/styles/look-tokens.css and each
    // part's rules) and an owner's theme.css select on.
    <html lang={language.tag} dir={language.dir} data-look={look} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {security ? (
          <meta
            httpEquiv="Content-Security-Policy"
            content={metaPolicy(
              [
                security.scriptHashes.theme,
                security.scriptHashes.viewTransition,
                security.scriptHashes.speculation,
                security.scriptHashes.likelyPages,
                security.scriptHashes.likelyPagesRules,
                ...(showsIsland ? [security.scriptHashes.island, security.scriptHashes.viewerOpener] : []),
                ...(showsCode ? [security.scriptHashes.copyCode] : []),
                ...(searches ? [security.scriptHashes.search] : []),
                ...(showsComments ? [security.scriptHashes.comments] : []),
                ...(security.analytics ? [security.analytics.loaderHash] : []),
              ],
              security.analytics?.sources,
              [security.styleHashes.viewTransition],
              { wasm: searches, frames: showsComments ? [GISCUS_ORIGIN] : [] },
            )}
          />
        ) : null}
        {/* Inline, not in a stylesheet that may still be on its way: ./components/view-transition-style.ts. */}
        <style dangerouslySetInnerHTML={{ __html: viewTransitionStyle }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* No frame until the page is parsed to its footer: a page painted while its HTML is still arriving moves as
            the rest lands (the header's items one by one, the hero's columns). Chromium honours it; elsewhere a hint. */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} suppressHydrationWarning />
        <script dangerouslySetInnerHTML={{ __html: viewTransitionScript }} suppressHydrationWarning />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.speculation }} />
        <script dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.likelyPages }} />
        <Meta />
        {/* The text and display faces' main files for this language, fetched with the stylesheet rather than after it. */}
        {(fontPreloads[language.code] ?? []).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Links />
        {/* Every page points feed readers at its language's posts, when there are any. */}
        {posts.length > 0 ? (
          <link
            rel="alternate"
            type="application/atom+xml"
            title={t.feedTitle(site.person.name)}
            href={`${import.meta.env.BASE_URL}${href(FEED_PATH).slice(1)}`}
          />
        ) : null}
        {posts.length > 0 ? (
          <link
            rel="alternate"
            type="application/feed+json"
            title={t.feedTitle(site.person.name)}
            href={`${import.meta.env.BASE_URL}${href(JSON_FEED_PATH).slice(1)}`}
          />
        ) : null}
        {/* The CV as JSON Resume, in this language, for tools that read a page's alternates. */}
        <link
          rel="alternate"
          type="application/json"
          title={t.resumeJson}
          href={`${import.meta.env.BASE_URL}${href(RESUME_PATH).slice(1)}`}
        />
        {/* The owner's analytics provider (settings.ts), whose origins the policy above allows: the inline script
            that adds its tag once the page is shown (app/page/analytics.ts). */}
        {security?.analytics ? <script dangerouslySetInnerHTML={{ __html: security.analytics.loader }} /> : null}
      </head>
      <body>
        <Parts.SiteHeader />
        {children}
        <Parts.SiteFooter id={SITE_FOOTER_ID} />
        {showsCode ? <script dangerouslySetInnerHTML={{ __html: copyCodeScript }} /> : null}
        {showsComments ? <script dangerouslySetInnerHTML={{ __html: commentsScript }} /> : null}
        {spaFallback ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {import.meta.env.DEV ? <DevClient /> : null}
      </body>
    </html>
  );
}

export const links: Route.LinksFunction = () => {
  const base = import.meta.env.BASE_URL;
  return [
    { rel: "icon", href: `${base}favicon.svg`, type: "image/svg+xml" },
    { rel: "apple-touch-icon", href: `${base}apple-touch-icon.png` },
    { rel: "manifest", href: `${base}manifest.webmanifest` },
  ];
};

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const content = useRouteLoaderData(ROOT_ROUTE) as object | undefined;
  const problems = contentProblemsOf(error);
  if (problems) return <ContentProblemsPage problems={problems} />;
  return content ? <PageError error={error} /> : <PlainErrorPage error={error} />;
}

function PageError({ error }: { error: unknown }) {
  const { t, href } = usePage();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t.errorTitle;
  return (
    <main id="main" tabIndex={-1}>
      <h1>{message}</h1>
      <p>
        {t.errorText} <Link to={href(HOME_PATH)}>{t.errorHomeLink}</Link>.
      </p>
    </main>
  );
}
