// Puts every stylesheet of the template, its CSS modules and the generated ones (the palette, the fonts) alike, in
// one cascade layer, `template`, so that a plain rule of the owner's (content/, which stays unlayered) wins over any
// of the template's without `!important`, whatever its specificity or order. @import and @charset stay where CSS
// requires them, at the top; what they import is wrapped when it is read in turn.
// Why a layer and not a prefix or specificity: docs/decisions/0064-looks.md.
import { relative, resolve, isAbsolute } from "node:path";
import type { CSSOptions } from "vite";

/** A PostCSS plugin, as Vite's `css.postcss.plugins` takes one (PostCSS itself is Vite's, not a package of ours). */
type PostcssPlugin = NonNullable<Exclude<NonNullable<CSSOptions["postcss"]>, string>["plugins"]>[number];

/** The layer's name: an owner's stylesheet can name it too (`@layer template { … }`) to sit with the template's. */
export const TEMPLATE_LAYER = "template";

const STAYS_OUTSIDE = new Set(["import", "charset"]);

/** Inside `contentDir`: the owner's own, left unlayered. */
function isOwners(file: string | undefined, contentDir: string): boolean {
  if (!file || !isAbsolute(file)) return false;
  const inside = relative(resolve(contentDir), file);
  return !inside.startsWith("..") && !isAbsolute(inside);
}

export function templateLayer(contentDir: string): PostcssPlugin {
  return {
    postcssPlugin: "portfolio-template-layer",
    Once(root, { AtRule: Layer }) {
      if (isOwners(root.source?.input.file, contentDir)) return;
      const stays = (node: (typeof root.nodes)[number]) =>
        node.type === "comment" ||
        (node.type === "atrule" && (STAYS_OUTSIDE.has(node.name) || (node.name === "layer" && !node.nodes)));
      const moved = root.nodes.filter((node) => !stays(node));
      if (moved.length === 0) return;
      const layer = new Layer({ name: "layer", params: TEMPLATE_LAYER });
      root.append(layer);
      layer.append(...moved);
    },
  };
}
