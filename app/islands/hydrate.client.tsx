// The browser's half of an island (island.tsx): an entry module's default
// export, which the inline loader calls with the island's element.
import { useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/** Hydrates an island's first child with the props in its JSON data block; resolves once React has it. */
export function island<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement) =>
    new Promise<void>((resolve) => {
      const root = element.firstElementChild;
      const data = element.querySelector(":scope > script[type='application/json']")?.textContent;
      // Rejected, the loader leaves the island's links plain links.
      if (!root || !data) throw new Error("An island needs its markup and its props");
      hydrateRoot(
        root,
        <Live onLive={resolve}>
          <Component {...(JSON.parse(data) as P)} />
        </Live>,
      );
    });
}
