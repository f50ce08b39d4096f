// The copy button (./copy-code-script.js): added by a script so a page read
// without JavaScript shows no button that does nothing; inline and hashed
// like the theme script, no framework, and only on a page with a code block:
// a route says so in its handle, as an island's does (app/islands/island.tsx),
// and the root adds the script and its hash. The words are the block's own,
// in the page's language (data-copy, data-copied: app/markdown/code-blocks.ts).
// It copies the code as written: line numbers are a CSS counter, and the
// hidden "Added line:" words (.code-change) are left out. "Copied" is said
// through one live region (role="status") in the main landmark.
import { COPY_ATTRIBUTES } from "~/markdown/code-blocks";
import type { BodyPart } from "~/page/page";

export type CodeCopyHandle = { showsCode: (loaderData: never) => boolean };

/** Whether rendered Markdown holds a code block the script gives a button. */
export function hasCodeBlock(parts: readonly BodyPart[] | string): boolean {
  const marker = ` ${COPY_ATTRIBUTES.label}="`;
  return typeof parts === "string"
    ? parts.includes(marker)
    : parts.some((part) => typeof part === "string" && part.includes(marker));
}
