// An island: a component pre-rendered into the page and hydrated in the
// browser on its own, with React and nothing else (no router, so a <Link>
// inside one fails in development as it would in production). The same markup
// and loader in development and in the build; only the module's URL differs.
// Decision 0019 says when it hydrates and why.
import type { ComponentType } from "react";
import loader from "./island-loader.js?raw";

/** What `virtual:island/NAME` gives (scripts/island-plugin.ts): the entry's URL and every chunk it imports. */
export type IslandEntry = { name: string; src: string; preload: readonly string[] };

/** JSON for a data block: the browser never runs it, and no `<` in it can end the block or open a comment. */
export function serialiseProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

type IslandProps<P> = {
  /** The island's module: `import entry from "virtual:island/NAME"`, whose default export is `island(Component)`. */
  entry: IslandEntry;
  component: ComponentType<P>;
  /** Plain data only: they reach the browser as JSON. */
  props: P;
  /** Said to screen readers while a tap waits for the module. */
  busyText: string;
  /** A query parameter that makes the island hydrate at once (its state, in a shared link). */
  urgent?: string;
};

/**
 * The component pre-rendered, its props as a JSON data block, a status line
 * and the inline loader (island-loader.js), which imports `entry` on intent or
 * near the viewport; the module then hydrates the first child.
 */
export function Island<P extends object>({ entry, component: Component, props, busyText, urgent }: IslandProps<P>) {
  return (
    <div data-island={entry.name} data-src={entry.src} data-preload={entry.preload.join(" ")} data-urgent={urgent}>
      <div>
        <Component {...props} />
      </div>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: serialiseProps(props) }} />
      <p role="status" className="visually-hidden" data-busy-text={busyText} />
      <script dangerouslySetInnerHTML={{ __html: loader }} />
    </div>
  );
}
