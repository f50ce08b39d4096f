// The virtual modules scripts/content-modules.ts generates from the settings and the posts' code.

declare module "virtual:content/fonts" {
  /** By language code: the URLs of the web-font files its pages preload (scripts/build-fonts.ts). */
  export const fontPreloads: Readonly<Record<string, readonly string[]>>;
}

declare module "virtual:content/palette.css";

declare module "virtual:writing-code.css";
