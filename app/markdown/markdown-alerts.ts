// GitHub's alerts: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case, nothing else on the
// line) becomes a labelled callout:
//   <div class="alert" data-alert="note" role="note"><p class="alert-label">Note</p>…</div>
// role="note" rather than <aside>: several callouts in a post would be several
// complementary landmarks with the same name. The label is a word of the page's
// language (the catalogues in app/i18n), written in the document so it is read
// out, copied and kept by feed readers; app/styles/alerts.css colours each kind
// from data-alert. Any other `[!WORD]` stays a block quote, as on GitHub.
// Runs on the sanitised tree (app/markdown/markdown.ts): it only moves the
// content's own nodes and adds its own.
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

export const ALERT_KINDS = ["note", "tip", "important", "warning", "caution"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The callouts' labels, in the content's language: each catalogue has them. */
export type AlertWords = {
  alertNote: string;
  alertTip: string;
  alertImportant: string;
  alertWarning: string;
  alertCaution: string;
};

const LABEL_KEYS: Record<AlertKind, keyof AlertWords> = {
  note: "alertNote",
  tip: "alertTip",
  important: "alertImportant",
  warning: "alertWarning",
  caution: "alertCaution",
};

const MARKER = /^\[!([a-z]+)\][ \t]*(?:\r?\n|$)/i;

function isAlertKind(word: string): word is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(word);
}

export function rehypeAlerts({ words }: { words: AlertWords }) {
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      if (node.tagName !== "blockquote") return;
      const first = node.children.find((child): child is Element => child.type === "element");
      const text = first?.tagName === "p" ? first.children[0] : undefined;
      if (!first || text?.type !== "text") return;
      const marker = MARKER.exec(text.value);
      const kind = marker?.[1]?.toLowerCase();
      if (!marker || !kind || !isAlertKind(kind)) return;

      text.value = text.value.slice(marker[0].length);
      if (text.value === "") first.children.shift();
      // The marker alone in its paragraph: nothing of that paragraph is left to show.
      if (first.children.every((child) => child.type === "text" && child.value.trim() === "")) {
        const at = node.children.indexOf(first);
        const next = node.children[at + 1];
        // The line break after it too, so no blank line is left where it was.
        node.children.splice(at, next?.type === "text" && next.value.trim() === "" ? 2 : 1);
      }
      const label: Element = {
        type: "element",
        tagName: "p",
        properties: { className: ["alert-label"] },
        children: [{ type: "text", value: words[LABEL_KEYS[kind]] }],
      };
      node.tagName = "div";
      node.properties = { className: ["alert"], dataAlert: kind, role: "note" };
      node.children = [{ type: "text", value: "\n" }, label, ...node.children];
    });
  };
}
