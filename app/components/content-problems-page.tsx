// What the development server shows when the content cannot be read (the root
// route's loader threw a ContentError): the lines the build prints, one per
// problem, and nothing of the site, which needs that content. A build never
// gets here: its content check stops first. Vite's client is on the page
// (app/root.tsx), so saving the fix reloads it.
import { isRouteErrorResponse } from "react-router";

/**
 * The problems of a ContentError (app/schemas/content-problems.ts), told by its
 * name and shape: that module is Node's, and this one is also built for the browser.
 */
export function contentProblemsOf(error: unknown): readonly string[] | undefined {
  // As the development server's loaders throw them (app/page/page-content.server.ts), or as thrown elsewhere.
  const { problems } = isRouteErrorResponse(error)
    ? ((error.data ?? {}) as { problems?: unknown })
    : error instanceof Error && error.name === "ContentError"
      ? (error as Error & { problems?: unknown })
      : {};
  return Array.isArray(problems) && problems.every((line) => typeof line === "string") ? problems : undefined;
}

export function ContentProblemsPage({ problems }: { problems: readonly string[] }) {
  const heading = `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return (
    <main id="main" tabIndex={-1}>
      <title>{heading}</title>
      <h1>{heading}</h1>
      <ul>
        {problems.map((line) => (
          <li key={line}>
            <code>{line}</code>
          </li>
        ))}
      </ul>
      <p>Fix them and save: this page reloads.</p>
    </main>
  );
}

/** Any other error before the site's content is read: its message, in development, where only the owner sees it. */
export function PlainErrorPage({ error }: { error: unknown }) {
  return (
    <main id="main" tabIndex={-1}>
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.message}</pre> : null}
    </main>
  );
}
