// The contract of <Island> (./island.tsx): the page carries its props safely,
// the loader runs its entry on intent, once it is on screen, or once a scroll
// brings it within three screens of the viewport, a tap that
// comes first is replayed once it is live, and a module that cannot load
// leaves its links as links. A test island stands in for the gallery: a link
// and a button whose label comes from the props.
import { act } from "@testing-library/react";
import { useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from "vitest";
import { hydrateIslands } from "./hydrate-islands";
import { Island, serializeProps } from "./island";
import islandLoader from "./island-loader.js?raw";
import { HYDRATED_EVENT } from "./island-markers";

type Props = { label: string };

function Counter({ label }: Props) {
  const [count, setCount] = useState(0);
  return (
    <>
      <a href="/full-size.png">{label}</a>
      <button type="button" onClick={() => setCount(count + 1)}>{`${label}: ${count}`}</button>
    </>
  );
}

const ENTRY = "/counter.client.js";

/** The entry as the test island's module runs it: it hydrates the island, as hydrateIslands would. */
async function hydratingEntry() {
  for (const island of document.querySelectorAll("[data-island]")) {
    island.setAttribute("data-hydrated", "");
    island.dispatchEvent(new Event(HYDRATED_EVENT));
  }
}

/** The URLs the loader imported. */
let imported: string[] = [];
/** What the loader observes, by its root margin: calling one says the island has come within it. */
let observers: Map<string, () => void>;
const onScreen = () => observers.get("0px")!();

/**
 * The page: the island as the server renders it, and its inline loader run as
 * the browser runs it, after load. The loader's `import()` is handed `entry`
 * instead: a test cannot import from code made with `new Function`.
 */
function showIsland(entry: () => Promise<unknown>, props: Props = { label: "Open" }) {
  document.body.innerHTML = renderToStaticMarkup(
    <Island name="counter" entry={{ url: ENTRY, preload: [] }} id="one" props={props} busyText="Opening…">
      <Counter {...props} />
    </Island>,
  );
  expect(islandLoader.match(/\bimport\(/g)).toHaveLength(1);
  new Function("importEntry", islandLoader.replace(/\bimport\(/, "importEntry("))((url: string) => {
    imported.push(url);
    return entry();
  });
  return document.querySelector<HTMLElement>("[data-island]")!;
}

beforeEach(() => {
  imported = [];
  observers = new Map();
  // Nothing on screen or near it until a test says so; idle callbacks run at once.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly callback: IntersectionObserverCallback;
      private readonly margin: string;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.callback = callback;
        this.margin = options?.rootMargin ?? "0px";
      }
      observe() {
        observers.set(this.margin, () =>
          this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never),
        );
      }
      disconnect() {}
    },
  );
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
});

afterEach(() => {
  document.body.innerHTML = "";
});

test("props are carried as a JSON data block no string in them can close, and read back as they were", () => {
  const props = { label: "</script><script>alert(1)</script> <!-- “quoted” & \u2028 line" };
  document.body.innerHTML = renderToStaticMarkup(
    <Island
      name="counter"
      entry={{ url: "/counter.js", preload: ["/a.js", "/b.js"] }}
      id="x"
      props={props}
      busyText="…"
    >
      <Counter {...props} />
    </Island>,
  );
  const scripts = [...document.querySelectorAll("script")];
  // The data block and the loader: nothing in the props became a script of its own.
  expect(scripts.map((script) => script.type)).toEqual(["application/json", ""]);
  expect(serializeProps(props)).not.toContain("<");
  expect(JSON.parse(scripts[0]!.textContent!)).toEqual(props);
  const island = document.querySelector<HTMLElement>("[data-island]")!;
  expect(island.dataset).toMatchObject({ island: "counter", src: "/counter.js", preload: "/a.js /b.js" });
  expect(document.getElementById(island.dataset.props!)).toBe(scripts[0]);
});

test("hydrateIslands makes each island of its name live with the props its page carries", async () => {
  const island = showIsland(hydratingEntry, { label: "Count" });
  const hydrated = vi.fn();
  island.addEventListener(HYDRATED_EVENT, hydrated);
  await act(async () => hydrateIslands("counter", (props: Props) => <Counter {...props} />));
  expect(island.hasAttribute("data-hydrated")).toBe(true);
  expect(hydrated).toHaveBeenCalledOnce();
  await act(async () => island.querySelector("button")!.click());
  expect(island.querySelector("button")!.textContent).toBe("Count: 1");
});

test("the entry runs on intent, once, and not before", async () => {
  const island = showIsland(hydratingEntry);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(imported).toEqual([]);
  island.dispatchEvent(new Event("pointerover"));
  island.dispatchEvent(new Event("focusin"));
  await vi.waitFor(() => expect(island.hasAttribute("data-hydrated")).toBe(true));
  expect(imported).toEqual([ENTRY]);
});

test("a pointer or a finger going down anywhere on the island runs the entry at once", async () => {
  for (const type of ["pointerdown", "touchstart"]) {
    imported = [];
    const island = showIsland(hydratingEntry);
    island.querySelector("button")!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(imported, type).toEqual([ENTRY]);
    await vi.waitFor(() => expect(island.hasAttribute("data-hydrated")).toBe(true));
  }
});

test("while the page loads, neither its being on screen nor a scroll fetches anything", () => {
  const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
  onTestFinished(() => readyState.mockRestore());
  showIsland(hydratingEntry);
  window.dispatchEvent(new Event("scroll"));
  expect(document.querySelector("link[rel=modulepreload]")).toBeNull();
  expect(imported).toEqual([]);
  window.dispatchEvent(new Event("load"));
  expect(observers.has("0px")).toBe(true);
});

test("a page prerendered ahead of a click fetches nothing until it is shown", () => {
  // jsdom has no prerendering: the document says it is, until the page is shown.
  let prerendering = true;
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
  onTestFinished(() => void delete (document as { prerendering?: boolean }).prerendering);
  showIsland(hydratingEntry);
  expect(observers.has("0px")).toBe(false);
  expect(document.querySelector("link[rel=modulepreload]")).toBeNull();
  prerendering = false;
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(observers.has("0px")).toBe(true);
});

test("the entry runs once the island is on screen and the page is idle", async () => {
  const island = showIsland(hydratingEntry);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(imported).toEqual([]);
  onScreen();
  await vi.waitFor(() => expect(island.hasAttribute("data-hydrated")).toBe(true));
  expect(imported).toEqual([ENTRY]);
});

test("once the visitor scrolls, the entry runs as the island comes within three screens of the viewport", async () => {
  const island = showIsland(hydratingEntry);
  // Before any scroll, only being on screen counts: a page left as it loaded runs nothing more.
  expect([...observers.keys()]).toEqual(["0px"]);
  window.dispatchEvent(new Event("scroll"));
  expect([...observers.keys()]).toEqual(["0px", "300% 0px"]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(imported).toEqual([]);
  observers.get("300% 0px")!();
  // At once, without waiting for the page to be idle: the scroll is still going on.
  expect(imported).toEqual([ENTRY]);
  await vi.waitFor(() => expect(island.hasAttribute("data-hydrated")).toBe(true));
  expect(imported).toEqual([ENTRY]);
});

test("a tap that comes before the entry is held, said to be on its way, and replayed once the island is live", async () => {
  let hydrate = () => {};
  const island = showIsland(
    () => new Promise<void>((resolve) => (hydrate = () => void hydratingEntry().then(resolve))),
  );
  const link = island.querySelector("a")!;
  // Whether each click reached the page held back, after the island's own listeners; none navigates here.
  const clicks: boolean[] = [];
  const record = (event: Event) => {
    clicks.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener("click", record);
  onTestFinished(() => document.removeEventListener("click", record));
  link.click();
  const status = document.getElementById(island.dataset.status!)!;
  expect(link.getAttribute("aria-busy")).toBe("true");
  expect(status.textContent).toBe("Opening…");
  await vi.waitFor(() => expect(imported).toEqual([ENTRY]));
  expect(clicks).toEqual([true]);
  hydrate();
  await vi.waitFor(() => expect(clicks).toHaveLength(2));
  // The first was held by the loader; the replay, once live, is the island's to handle.
  expect(clicks).toEqual([true, false]);
  expect(link.hasAttribute("aria-busy")).toBe(false);
  expect(status.textContent).toBe("");
});

test("when the entry cannot load, the held tap goes where its link goes, and later taps are plain links", async () => {
  const assign = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign, search: "" } as Location);
  const island = showIsland(() => Promise.reject(new Error("gone")));
  const link = island.querySelector("a")!;
  link.click();
  await vi.waitFor(() => expect(island.hasAttribute("data-failed")).toBe(true));
  expect(assign).toHaveBeenCalledWith(link.href);
  expect(link.hasAttribute("aria-busy")).toBe(false);
  const later = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});
