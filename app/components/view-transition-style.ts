// The cross-document view transitions' opt-in, which the root renders as an
// inline <style> in every page's head, allowed by its hash: in a stylesheet,
// Chromium could settle a new page's opt-in at a style update made before the
// stylesheet arrived, find none, and abort the transition with an uncaught
// "ViewTransition opt-in disabled" (decision 0039).
// Only where the primary pointer hovers: on a touch screen the next page shows at once, without a cross-fade. A page
// that offers a transition, even one it skips for a page prerendered ahead, keeps the browser waiting on its own
// thread, busy with the tap, before the next page's first frame (decision 0074).
export const viewTransitionStyle =
  "@media (prefers-reduced-motion: no-preference) and (hover: hover) { @view-transition { navigation: auto; } }";
