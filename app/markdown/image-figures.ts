// A post's images as figures, and their dark-theme variants.
// - `![alt](shot.png "The caption")`, alone in its paragraph, becomes
//   `<figure class="image"><img …><figcaption>The caption</figcaption></figure>`:
//   the title is shown and read with the image rather than left in a tooltip.
//   An image inside a sentence keeps its title: a paragraph cannot hold a figure.
// - A file beside the image named as it is with `.dark` before its extension
//   (`shot.dark.png` beside `shot.png`) is its dark-theme variant: checked like
//   any post image (app/collections/writing.ts), encoded with them
//   (app/page/page-content.server.ts), and shown instead of it in the dark
//   theme by the stylesheet alone (app/components/post-body.ts).
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** The dark-theme variant's file for an image's: `shot.dark.png` for `shot.png`, `a/b.dark.jpg` for `a/b.jpg`. */
export function darkVariantPath(src: string): string {
  return src.replace(/(\.[^./\\]+)$/, ".dark$1");
}

/** Whether a file is some image's dark-theme variant, by its name. */
export function isDarkVariant(src: string): boolean {
  return /\.dark\.[^./\\]+$/.test(src);
}

const isBlank = (node: Root["children"][number] | Element["children"][number]) =>
  node.type === "text" && node.value.trim() === "";

/** Each paragraph that holds only an image with a title becomes a figure captioned by that title. */
export function rehypeImageFigures() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName !== "p" || !parent || index === undefined) return;
      const content = node.children.filter((child) => !isBlank(child));
      const image = content[0];
      if (content.length !== 1 || image?.type !== "element" || image.tagName !== "img") return;
      const title = typeof image.properties.title === "string" ? image.properties.title.trim() : "";
      if (!title) return;
      delete image.properties.title;
      parent.children[index] = {
        type: "element",
        tagName: "figure",
        properties: { className: ["image"] },
        children: [
          image,
          { type: "element", tagName: "figcaption", properties: {}, children: [{ type: "text", value: title }] },
        ],
      };
      return "skip";
    });
  };
}
