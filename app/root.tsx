import { useContext } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext as FrameworkContext,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import themeScript from "./components/theme-script.js?raw";
import { SiteHeader } from "./components/site-header";
import { SiteFooter } from "./components/site-footer";
import { site } from "./content/site";
import "./styles/global.css";

/**
 * A route opts into JavaScript with `handle = { hydrate: true }`. Pages whose
 * only interactive part is the theme toggle ship no React at all: the toggle
 * works from the inline theme script.
 */
export type RouteHandle = { hydrate?: boolean };

function useHydrateRoute() {
  const matches = useMatches();
  // With `ssr: false` React Router also renders a SPA fallback page, which it
  // requires to carry <Scripts/>. We never publish it (see react-router.config.ts).
  const isSpaFallback = useContext(FrameworkContext)?.isSpaMode === true;
  return isSpaFallback || matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrate = useHydrateRoute();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader name={site.person.name} />
        {children}
        <SiteFooter />
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
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
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main id="main" tabIndex={-1}>
      <h1>{message}</h1>
      <p>Sorry, this page could not be shown. Please try again, or go back to the home page.</p>
    </main>
  );
}
