// The browser's half of <Island> (./island.tsx): an island's entry calls
// hydrateIslands with what to render from the props the page carries, and
// each island of that name on the page is hydrated, alone.
import { useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "./island-markers";

/** Tells the loader the island is live, so it can replay a tap that came first. */
function Hydrated({ island, children }: { island: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    island.setAttribute(HYDRATED_ATTRIBUTE, "");
    island.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [island]);
  return children;
}

/** Hydrates every island named `name` on the page with `render(props)`, its props read from its JSON data block. */
export function hydrateIslands<Props>(name: string, render: (props: Props) => ReactNode) {
  for (const island of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const data = document.getElementById(island.dataset.props ?? "")?.textContent;
    if (!data) continue;
    hydrateRoot(island, <Hydrated island={island}>{render(JSON.parse(data) as Props)}</Hydrated>);
  }
}
