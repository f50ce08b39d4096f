// The virtual modules scripts/content-modules.ts generates from the settings and the posts' code: CSS.

declare module "virtual:content/palette.css";

declare module "virtual:writing-code.css";
