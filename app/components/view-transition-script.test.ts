// @vitest-environment node
// The page-to-page transition's script as the pages run it: a page that was prerendered ahead shows at once, and the
// page the visitor leaves for it takes no picture of itself.
import { readFileSync } from "node:fs";
import { expect, test, vi } from "vitest";

const script = readFileSync(new URL("./view-transition-script.js", import.meta.url), "utf8");

/** The script run in a page at `href`, prerendering or not, started `activationStart` ms before it was shown. */
function load({ href = "https://example.org/", prerendering = false, activationStart = 0 } = {}) {
  const listeners = new Map<string, (event: object) => void>();
  const window = {
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
  };
  const document = { prerendering, documentElement: {}, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  const performance = { getEntriesByType: () => [{ activationStart }] };
  const localStorage = { setItem: vi.fn(), removeItem: vi.fn() };
  new Function("window", "document", "performance", "localStorage", "location", script)(
    window,
    document,
    performance,
    localStorage,
    { href },
  );
  const settled = Promise.resolve();
  /** Fires `type` with a transition (to `to`, for a pageswap), and returns the transition. */
  const fire = (type: "pagereveal" | "pageswap", to?: string) => {
    const transition = { ready: settled, finished: settled, updateCallbackDone: settled, skipTransition: vi.fn() };
    listeners.get(type)!({ type, viewTransition: transition, activation: to ? { entry: { url: to } } : null });
    return transition;
  };
  const storage = (key: string, newValue: string | null) => listeners.get("storage")!({ key, newValue });
  /** An unhandled rejection with this reason: whether the script kept it from being reported. */
  const rejected = (reason: unknown) => {
    const event = { reason, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    listeners.get("unhandledrejection")!(event);
    return event.defaultPrevented;
  };
  return { fire, storage, localStorage, rejected };
}

test("a page prerendered ahead shows without the cross-fade", () => {
  expect(load({ activationStart: 1200 }).fire("pagereveal").skipTransition).toHaveBeenCalled();
});

test("a page loaded on the click keeps its transition", () => {
  expect(load().fire("pagereveal").skipTransition).not.toHaveBeenCalled();
});

test("a page being prerendered says so to the other pages, and leaves nothing stored", () => {
  const { localStorage } = load({ href: "https://example.org/next#top", prerendering: true });
  expect(localStorage.setItem).toHaveBeenCalledWith(
    "prerendered",
    expect.stringMatching(/^https:\/\/example\.org\/next /),
  );
  expect(localStorage.removeItem).toHaveBeenCalledWith("prerendered");
  expect(load().localStorage.setItem).not.toHaveBeenCalled();
});

test("leaving for a page prerendered ahead takes no picture of the old page; leaving for another keeps it", () => {
  const old = load();
  old.storage("prerendered", "https://example.org/next 1795789721731");
  old.storage("prerendered", null);
  old.storage("theme", "https://example.org/other 1");
  expect(old.fire("pageswap", "https://example.org/next#intro").skipTransition).toHaveBeenCalled();
  expect(old.fire("pageswap", "https://example.org/other").skipTransition).not.toHaveBeenCalled();
  expect(load().fire("pageswap", "https://example.org/next").skipTransition).not.toHaveBeenCalled();
});

test("a transition's abort that reaches no handler is not reported; any other rejection is", () => {
  const page = load();
  const abort = (message: string) => Object.assign(new Error(message), { name: "InvalidStateError" });
  expect(page.rejected(abort("Transition was aborted because of invalid state. Page already revealed"))).toBe(true);
  expect(page.rejected(abort("The object is in an invalid state."))).toBe(false);
  expect(page.rejected(new TypeError("Transition was aborted"))).toBe(false);
  expect(page.rejected(undefined)).toBe(false);
});
