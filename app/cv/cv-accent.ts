// The CV's accent: the owner's (settings.ts) as the site's light theme draws it, moved, if it must be, until it
// reads on white, as the page behind the CV is. Apart from cv-document.tsx, so the CV's cache key can name it
// without loading the renderer.
import { checkedSettings } from "../collections/owner-modules.ts";
import { derivePalette } from "../styles/palette.ts";

export const CV_ACCENT = derivePalette(checkedSettings().accent).light.accent;
