// @vitest-environment node
// The page-to-page transition's script as the new page runs it: a page that was prerendered ahead shows at once.
import { readFileSync } from "node:fs";
import { expect, test, vi } from "vitest";

const script = readFileSync(new URL("./view-transition-script.js", import.meta.url), "utf8");

/** The new page's pagereveal, with a transition, on a page activated `activationStart` ms after it began. */
function reveal(activationStart: number) {
  const listeners = new Map<string, (event: object) => void>();
  const window = {
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
  };
  const document = { documentElement: {}, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  const performance = { getEntriesByType: () => [{ activationStart }] };
  new Function("window", "document", "performance", script)(window, document, performance);
  const settled = Promise.resolve();
  const transition = { ready: settled, finished: settled, updateCallbackDone: settled, skipTransition: vi.fn() };
  listeners.get("pagereveal")!({ type: "pagereveal", viewTransition: transition });
  return transition;
}

test("a page prerendered ahead shows without the cross-fade", () => {
  expect(reveal(1200).skipTransition).toHaveBeenCalled();
});

test("a page loaded on the click keeps its transition", () => {
  expect(reveal(0).skipTransition).not.toHaveBeenCalled();
});
