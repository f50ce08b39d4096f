// Text fetched from another service is hostile: `npm run refresh` keeps it only as plain text, through here, and the
// snapshot's schema (app/schemas/fetched-schema.ts) holds the same limits when the build reads it. React escapes it on the page.
import { Parser } from "htmlparser2";

/** Control characters but the tab (a space once folded) and the line feed, and the invisible ones that reorder or hide text (bidi overrides, BOM). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** Runs of white space to make one space: not a line feed, nor a no-break space, which French puts before "!" on purpose. */
const SPACES = /[^\S\n\u00A0\u202F]+/g;

/**
 * `value` as plain text of at most `max` characters: no control or bidi characters, runs of spaces as one, at most
 * one blank line in a row, trimmed, and cut at a word with "…" when longer. Anything but a string is "".
 */
export function sanitisedText(value: unknown, max: number, { lines = false } = {}): string {
  if (typeof value !== "string") return "";
  let text = value.normalize("NFC").replace(/\r\n?/g, "\n").replace(UNWANTED, "");
  text = lines
    ? text
        .split("\n")
        .map((line) => line.replace(SPACES, " ").trim())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
    : text.replace(/\n/g, " ").replace(SPACES, " ");
  text = text.trim();
  const characters = [...text];
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join("");
  // Cut inside a word: back to the word before it.
  const atWord = /\s/.test(characters[max - 1] ?? " ") ? cut : cut.replace(/\s+\S*$/, "");
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`;
}

/** The text of an HTML fragment (a Mastodon status's `content`): its paragraphs and line breaks as new lines. */
export function textOfHtml(html: unknown): string {
  if (typeof html !== "string") return "";
  let text = "";
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "script" || name === "style") skipped += 1;
        if (name === "br") text += "\n";
      },
      ontext(data) {
        if (skipped === 0) text += data;
      },
      onclosetag(name) {
        if (name === "script" || name === "style") skipped = Math.max(0, skipped - 1);
        if (name === "p") text += "\n\n";
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text;
}

/** An https address of at most 500 characters, without credentials, or nothing. */
export function httpsAddress(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 500) return undefined;
  const url = URL.parse(value);
  if (!url || url.protocol !== "https:" || url.username || url.password) return undefined;
  return url.href;
}

/** A count: a whole number from 0, or nothing. */
export function wholeCount(value: unknown): number | undefined {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** An instant as an ISO 8601 string in UTC, or nothing. */
export function instant(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
