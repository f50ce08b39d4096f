// Proves a build encoded no screenshot: `npm run test:subpath` records the
// image cache's entries before its BASE_PATH=/portfolio/ build and checks
// after it that there are no new ones. The normal and the sub-path build
// encode the same screenshots, so the second must find every one cached.
//   node scripts/image-cache.ts --save        before the build
//   node scripts/image-cache.ts --unchanged   after it
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** vite-imagetools' default cache folder, which vite.config.ts keeps unless IMAGE_CACHE_DIR moves it. */
export const IMAGE_CACHE_DIR = resolve(process.env.IMAGE_CACHE_DIR ?? "node_modules/.cache/imagetools");
const RECORD = resolve(".cache/image-cache-entries.json");

function entries(): string[] {
  return existsSync(IMAGE_CACHE_DIR) ? readdirSync(IMAGE_CACHE_DIR).sort() : [];
}

if (process.argv[2] === "--save") {
  mkdirSync(dirname(RECORD), { recursive: true });
  writeFileSync(RECORD, JSON.stringify(entries()));
  console.log(`Image cache: ${entries().length} encoded images recorded.`);
} else if (process.argv[2] === "--unchanged") {
  const before = new Set(JSON.parse(readFileSync(RECORD, "utf8")) as string[]);
  const added = entries().filter((entry) => !before.has(entry));
  if (added.length > 0) {
    console.error(`The build encoded ${added.length} images again instead of taking them from the cache.`);
    process.exit(1);
  }
  console.log(`Image cache: the build encoded nothing new (${before.size} cached images reused).`);
} else {
  console.error("Usage: node scripts/image-cache.ts --save | --unchanged");
  process.exit(2);
}
