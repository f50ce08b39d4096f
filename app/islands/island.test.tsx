// The island contract (island.tsx, island-loader.js, hydrate.client.tsx),
// with the real loader and real hydration: only the loader's import() is
// replaced, so each test decides when and how the module arrives.
import { act, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { island } from "./hydrate.client";
import { Island, serialiseProps, type IslandEntry } from "./island";
import loaderSource from "./island-loader.js?raw";

/** Links that open in place once live, as the gallery's thumbnails do, and the words they opened. */
function Words({ words }: { words: string[] }) {
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <>
      {words.map((word, index) => (
        <a
          key={word}
          href={`/full/${index}.png`}
          onClick={(event) => {
            event.preventDefault();
            setOpened((all) => [...all, word]);
          }}
        >
          {word}
        </a>
      ))}
      <output>{opened.join("|")}</output>
    </>
  );
}

// Everything a string can do to break out of a script element or the page.
const hostile = ["</script><script>alert(1)</script>", "<!-- <script>", "</SCRIPT >", "a & b", "\u2028\u2029", "é"];
const entry: IslandEntry = {
  name: "words",
  src: "/assets/words.js",
  preload: ["/assets/words.js", "/assets/react.js"],
};

type Module = { default?: unknown };
let arrive: (module: Module) => void;
let fail: (error: Error) => void;
let imported: string[];
let observers: { options?: IntersectionObserverInit; callback: IntersectionObserverCallback }[];

/** Pre-renders the island as the build does, then runs the inline loader it carries. */
function page(props: { words: string[] } = { words: hostile }, urgent?: string) {
  document.body.innerHTML = renderToString(
    <Island entry={entry} component={Words} props={props} busyText="Opening…" urgent={urgent} />,
  );
  const inline = [...document.querySelectorAll("script:not([type])")].map((script) => script.textContent);
  // The loader is part of the markup in development too: what the build ships is what development shows.
  expect(inline).toEqual([loaderSource]);
  expect(loaderSource.match(/\bimport\(/g)).toHaveLength(1);
  new Function("importModule", loaderSource.replace(/\bimport\(/, "importModule("))((src: string) => {
    imported.push(src);
    return new Promise<Module>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  });
  return document.querySelector<HTMLElement>("[data-island]")!;
}

const links = () => [...document.querySelectorAll<HTMLAnchorElement>("[data-island] a")];
const opened = () => document.querySelector("output")!.textContent;
const status = () => document.querySelector("[role=status]")!.textContent;
/** Lets the loader's idle callback, the import's promises and React's effects run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(1000));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IS_REACT_ACT_ENVIRONMENT", true);
  imported = [];
  observers = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  window.history.replaceState(null, "", "/project");
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

test("props reach the browser as JSON that no string in them can end early", () => {
  expect(serialiseProps({ words: hostile })).not.toMatch(/</);
  page();
  // Still one data block and one loader: nothing in the props closed a script or opened one.
  expect(document.querySelectorAll("script")).toHaveLength(2);
  const data = document.querySelector("script[type='application/json']")!.textContent;
  expect(JSON.parse(data)).toEqual({ words: hostile });
});

test("after load it fetches the module and its chunks, and runs nothing until the visitor reaches for it", async () => {
  const element = page();
  await settle();
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];
  expect(preloaded.map((link) => link.getAttribute("href"))).toEqual(entry.preload);
  expect(imported).toEqual([]);

  element.dispatchEvent(new Event("pointerover"));
  expect(imported).toEqual([entry.src]);
  arrive({ default: island(Words) });
  await settle();
  expect(element).toHaveAttribute("data-hydrated", "");
  links()[1]!.click();
  await settle();
  expect(opened()).toBe(hostile[1]);
});

test("it runs when it comes within a screen of the viewport, before it is in view", async () => {
  const element = page();
  await settle();
  const [observer] = observers;
  expect(observer?.options?.rootMargin).toBe("100% 0px");
  const entryFor = (isIntersecting: boolean) =>
    [{ isIntersecting, target: element }] as unknown as IntersectionObserverEntry[];
  observer!.callback(entryFor(false), {} as IntersectionObserver);
  await settle();
  expect(imported).toEqual([]);
  observer!.callback(entryFor(true), {} as IntersectionObserver);
  await settle();
  expect(imported).toEqual([entry.src]);
  arrive({ default: island(Words) });
  await settle();
  expect(element).toHaveAttribute("data-hydrated", "");
});

test("a link in its state's query parameter makes it run at once", () => {
  window.history.replaceState(null, "", "/project?open=2");
  page(undefined, "open");
  expect(imported).toEqual([entry.src]);
});

test("a tap before it is live waits, shown and announced, and the last one happens once it is", async () => {
  const element = page();
  const [first, second] = links();
  const tap = (link: HTMLAnchorElement) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    return event;
  };
  expect(tap(first!).defaultPrevented).toBe(true);
  expect(tap(second!).defaultPrevented).toBe(true);
  expect(imported).toEqual([entry.src]);
  expect(second).toHaveAttribute("aria-busy", "true");
  expect(first).not.toHaveAttribute("aria-busy");
  expect(status()).toBe("Opening…");
  expect(window.location.pathname).toBe("/project");

  arrive({ default: island(Words) });
  await settle();
  expect(element).toHaveAttribute("data-hydrated", "");
  expect(opened()).toBe(hostile[1]);
  expect(second).not.toHaveAttribute("aria-busy");
  expect(status()).toBe("");
});

test.each([
  ["cannot load", () => fail(new Error("404"))],
  ["has no island in it", () => arrive({})],
])("when its module %s, a held tap goes where its link goes and later taps are plain links", async (_, outcome) => {
  const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
  const element = page();
  links()[2]!.click();
  expect(assign).not.toHaveBeenCalled();
  outcome();
  await settle();
  expect(element).toHaveAttribute("data-failed", "");
  expect(element).not.toHaveAttribute("data-hydrated");
  expect(assign).toHaveBeenCalledExactlyOnceWith(links()[2]!.href);
  expect(links()[2]).not.toHaveAttribute("aria-busy");
  expect(status()).toBe("");
  const later = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
  links()[0]!.dispatchEvent(later);
  expect(later.defaultPrevented).toBe(false);
});
