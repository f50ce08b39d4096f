// The template's own styles in one cascade layer, `@layer template`: every stylesheet the build reads (global.css,
// the tokens, each component's CSS module, the palette, the fonts) but the owner's content/theme.css, which stays
// unlayered and so wins over any of them without `!important` (docs/content.md, "Make it look like you").
// A PostCSS plugin in vite.config.ts's `css.postcss`: Vite runs it after it has inlined a file's `@import`s and
// named its CSS module's classes, so one place puts every rule in the layer, whatever file it came from.
import type { AtRule, ChildNode, Plugin, Root } from "postcss";

/** The layer the template's styles sit in; an owner's plain rule, outside every layer, comes after it. */
export const TEMPLATE_LAYER = "template";

/** Statements CSS allows only before every rule: they stay at the top, outside the block. */
const TOP_ONLY = new Set(["charset", "import", "namespace"]);

/** Wraps each stylesheet's rules in `@layer template { … }`, except the files `isOwners` names. */
export function templateLayer(isOwners: (file: string | undefined) => boolean): Plugin {
  return {
    postcssPlugin: "portfolio-template-layer",
    Once(root: Root, { AtRule }) {
      if (isOwners(root.source?.input.file)) return;
      const rules = root.nodes.filter((node) => !(node.type === "atrule" && TOP_ONLY.has(node.name)));
      if (rules.length === 0) return;
      const layer: AtRule = new AtRule({ name: "layer", params: TEMPLATE_LAYER });
      for (const node of rules) layer.append(node.remove() as ChildNode);
      root.append(layer);
    },
  };
}
