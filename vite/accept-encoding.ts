/**
 * The encodings an Accept-Encoding header accepts, by RFC 9110: a name with
 * q=0 is refused ("br;q=0" means "never brotli"), and "*" stands for every
 * encoding the header does not name.
 */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    weights.set(name, q ? Number(q.split("=")[1]) || 0 : 1);
  }
  return (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
}

/** The header rewritten to list only what it accepts, for servers that only look for a name in it. */
export function acceptedEncodings(header: string | undefined, offered: readonly string[]): string {
  return offered.filter((encoding) => acceptsEncoding(header, encoding)).join(", ");
}
