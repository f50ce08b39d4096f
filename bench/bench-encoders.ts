// node bench/bench-encoders.ts [images...]: what each encoder setting costs
// and gives, on the content's own screenshots (every project's, by default).
// For each setting, every screenshot is resized to each served width and
// encoded, one at a time (sharp.concurrency(1)), and the table shows the CPU
// seconds (user + system, which move less than wall time on a shared machine),
// the bytes, and the PSNR against the resized original (dB; higher is closer,
// above about 40 the difference is hard to see). Compare rows of one run: the
// machine's load moves every figure. The settings the build uses are chosen from
// this table (docs/decisions/0017-fast-cold-build.md).
import { contentPath } from "../app/collections/content-folder.ts";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadavg } from "node:os";
import sharp, { type Sharp } from "sharp";

const WIDTHS = [480, 960, 1600];

type Setting = { name: string; encode: (image: Sharp) => Sharp };

const SETTINGS: Setting[] = [
  { name: "avif q50 effort 4 (sharp default)", encode: (i) => i.avif({ quality: 50, effort: 4 }) },
  { name: "avif q50 effort 3", encode: (i) => i.avif({ quality: 50, effort: 3 }) },
  { name: "avif q50 effort 2", encode: (i) => i.avif({ quality: 50, effort: 2 }) },
  { name: "avif q56 effort 2", encode: (i) => i.avif({ quality: 56, effort: 2 }) },
  { name: "avif q45 effort 3", encode: (i) => i.avif({ quality: 45, effort: 3 }) },
  { name: "avif q48 effort 3 (the build's)", encode: (i) => i.avif({ quality: 48, effort: 3 }) },
  { name: "avif q50 effort 1", encode: (i) => i.avif({ quality: 50, effort: 1 }) },
  { name: "avif q50 effort 0", encode: (i) => i.avif({ quality: 50, effort: 0 }) },
  { name: "webp q80 effort 4 (sharp default)", encode: (i) => i.webp({ quality: 80, effort: 4 }) },
  { name: "webp q80 effort 2", encode: (i) => i.webp({ quality: 80, effort: 2 }) },
  { name: "webp q80 effort 6", encode: (i) => i.webp({ quality: 80, effort: 6 }) },
  { name: "jpeg q80 (sharp default)", encode: (i) => i.jpeg({ quality: 80 }) },
  { name: "jpeg q80 mozjpeg", encode: (i) => i.jpeg({ quality: 80, mozjpeg: true }) },
  { name: "resize only (raw pixels)", encode: (i) => i.raw() },
];

function screenshots(): string[] {
  const dir = resolve(process.env.CONTENT_PROJECTS_DIR ?? contentPath("projects"));
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(dir, entry.name))
        .filter((name) => /\.(png|jpe?g|webp)$/i.test(name))
        .map((name) => join(dir, entry.name, name)),
    );
}

/** Peak signal-to-noise ratio of `encoded` against `reference`, both decoded to RGB. */
async function psnr(reference: Buffer, encoded: Buffer): Promise<number> {
  const a = await sharp(reference).removeAlpha().raw().toBuffer();
  const b = await sharp(encoded).removeAlpha().raw().toBuffer();
  let sum = 0;
  a.forEach((value, i) => (sum += (value - (b[i] ?? 0)) ** 2));
  const mse = sum / a.length;
  return mse === 0 ? Infinity : 10 * Math.log10((255 * 255) / mse);
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

sharp.concurrency(1);
sharp.cache(false);
const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : screenshots();
console.log(
  `${files.length} screenshots at ${WIDTHS.join(", ")} px; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`,
);

// The resized originals, lossless, to measure each encoding against.
const references = new Map<string, Buffer>();
for (const file of files) {
  for (const width of WIDTHS) {
    references.set(`${file}@${width}`, await sharp(file).resize({ width }).png().toBuffer());
  }
}

// BENCH_ONLY=avif (a regular expression) measures only the matching settings.
const only = new RegExp(process.env.BENCH_ONLY ?? "");
const rows: string[] = [];
for (const setting of SETTINGS.filter(({ name }) => only.test(name))) {
  let bytes = 0;
  let quality = 0;
  const wallStart = performance.now();
  const cpuStart = cpuSeconds();
  const outputs: [string, Buffer][] = [];
  for (const file of files) {
    for (const width of WIDTHS) {
      const output = await setting.encode(sharp(file).resize({ width })).toBuffer();
      outputs.push([`${file}@${width}`, output]);
      bytes += output.length;
    }
  }
  const cpu = cpuSeconds() - cpuStart;
  const wall = (performance.now() - wallStart) / 1000;
  if (!setting.name.startsWith("resize")) {
    for (const [key, output] of outputs) quality += await psnr(references.get(key) ?? output, output);
    quality /= outputs.length;
  }
  rows.push(
    `| ${setting.name.padEnd(34)} | ${cpu.toFixed(1).padStart(6)} s | ${wall.toFixed(1).padStart(6)} s | ${(bytes / 1024).toFixed(0).padStart(7)} KiB | ${quality ? quality.toFixed(1).padStart(5) : "    –"} dB |`,
  );
  console.log(rows.at(-1));
}
console.log(`
| setting                            |    CPU   |   wall   |     bytes   |   PSNR   |
| ---------------------------------- | -------- | -------- | ----------- | -------- |
${rows.join("\n")}

load average after: ${loadavg()
  .map((n) => n.toFixed(2))
  .join(", ")}`);
