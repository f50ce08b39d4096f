// <Island>: a part of a pre-rendered page that React hydrates in the browser,
// alone, with no router: the same in development and in production.
//
//   // in the route's loader: gallery: islandEntry(GALLERY_ENTRY)   (./island-entry.server.ts, vite.config.ts)
//   <Island name="gallery" entry={loaderData.gallery} id={project.slug} props={props} busyText={t.opening}>
//     <ProjectGallery {...props} />
//   </Island>
//
// and in the entry (gallery.client.tsx): hydrateIslands("gallery", (props) => <ProjectGallery {...props} />).
//
// The page carries the island's props as a JSON data block, which the browser
// never runs and which no string in the props can close; the island's code
// carries neither the content nor the build's image map. A tiny inline loader
// (island-loader.js) fetches the entry's chunks once the page is idle after
// load, runs the entry when the island is on screen (or, once the visitor
// scrolls, within a screen of it) and the page idle again, or straight away
// on intent (pointer, touch, focus, or a shared link that asks for it), and
// replays the last tap that came first. If the entry cannot
// load, the island stays what the page was without JavaScript: its links go
// where they go. Contract: island.test.tsx, and the viewer's end-to-end tests.
//
// The loader is an inline script, which the page's Content-Security-Policy
// allows by its hash on the pages that carry it: a route that renders an
// island says when, in its handle (`IslandHandle`), and the root reads it.
import type { ReactNode } from "react";
import islandLoader from "./island-loader.js?raw";
import { islandIds } from "./island-markers";

/** A JSON data block's text: `<` is escaped, so no `</script>` or `<!--` in the props can end it early. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

/** Where the entry is served, and the chunks it imports (none in development): islandEntry() in a loader. */
export type IslandEntry = { url: string; preload: readonly string[] };

/** A route module's `handle` when its page can show an island: whether the page with this loader data does. */
export type IslandHandle = { showsIsland: (loaderData: never) => boolean };

export type IslandProps<Props> = {
  /** The name the entry is registered under, and hydrates: "gallery". */
  name: string;
  /** The entry's URL and the chunks it imports, from islandEntry() in the route's loader. */
  entry: IslandEntry;
  /** Tells this island from another of the same name on the page: a project's slug. */
  id: string;
  /** What the entry hydrates the island with: the same props the children were rendered with. */
  props: Props;
  /** Announced while a tap waits for the entry: "Opening the screenshot…". */
  busyText: string;
  /** The island as the server renders it, from `props`. */
  children: ReactNode;
};

export function Island<Props>({ name, entry, id, props, busyText, children }: IslandProps<Props>) {
  const ids = islandIds(name, id);
  return (
    <>
      <div
        data-island={name}
        data-src={entry.url}
        data-preload={entry.preload.join(" ")}
        data-props={ids.props}
        data-status={ids.status}
      >
        {children}
      </div>
      <script type="application/json" id={ids.props} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      {/* Says that a tap is on its way while the entry arrives. */}
      <p id={ids.status} role="status" className="visually-hidden" data-busy-text={busyText} />
      <script dangerouslySetInnerHTML={{ __html: islandLoader }} />
    </>
  );
}
