// The window sizes the engines walk (./walk.ts) visits the site at, and which server each is walked on.

/** A laptop, a phone, and the narrowest phone the layout is made for. */
export const SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
  narrow: { width: 320, height: 640 },
} as const;

export type Size = keyof typeof SIZES;

/**
 * The sizes walked on each server: dealt in turn, so that each size is walked once and each server at least once.
 * What a size checks is the layout and what a server checks is its answers (headers, addresses, compression), and
 * neither depends on the other; `full` walks every size on every server. A server left without a size walks the
 * first one.
 */
export function sizesOn(servers: readonly string[], sizes: readonly Size[], full = false): Map<string, Size[]> {
  return new Map(
    servers.map((server, index) => {
      if (full) return [server, [...sizes]];
      const dealt = sizes.filter((_, n) => n % servers.length === index);
      return [server, dealt.length > 0 ? dealt : sizes.slice(0, 1)];
    }),
  );
}
