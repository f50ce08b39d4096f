// The cross-document view transitions' opt-in, which the root renders as an
// inline <style> in every page's head, allowed by its hash: in a stylesheet,
// Chromium could settle a new page's opt-in at a style update made before the
// stylesheet arrived, find none, and abort the transition with an uncaught
// "ViewTransition opt-in disabled" (decision 0039).
export const viewTransitionStyle =
  "@media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }";
