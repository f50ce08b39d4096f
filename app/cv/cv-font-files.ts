// Where the CV's typeface files are: Inter, from the @expo-google-fonts/inter
// package. Apart from cv-fonts.ts, which registers them with the PDF renderer,
// so the build can check what the font covers without loading the renderer.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const file = (path: string) => require.resolve(`@expo-google-fonts/inter/${path}`);

export const CV_FONT_FILES = {
  regular: file("400Regular/Inter_400Regular.ttf"),
  bold: file("700Bold/Inter_700Bold.ttf"),
} as const;
