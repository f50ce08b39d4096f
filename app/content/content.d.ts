// The virtual module scripts/content-modules.ts generates from the settings: CSS.

declare module "virtual:content/palette.css";
