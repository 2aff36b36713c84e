// Renders the hand-drawn hero illustrations (scripts/hero-art/*.svg) to AVIF and WebP at the
// widths features/site-pages/hero/hero-declaration.ts names, into public/heroes/. Each drawing
// also has a night version: scripts/hero-art/<name>.dark.json maps the drawing's colours to its
// dark palette (colours it does not name stay), rendered to <name>-dark-<width>.<format>, which
// the page shows in dark mode. Run after changing a drawing or a palette (all drawings, or the
// ones named):
//   node scripts/make-hero-images.mjs [name …]
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { drawingsIn } from "./drawing-palette.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sourceDir = path.join(root, "scripts/hero-art");
const targetDir = path.join(root, "public/heroes");
// Keep in step with heroWidths in features/site-pages/hero/hero-declaration.ts.
const widths = [480, 680, 800, 1200];

async function render(svg, name) {
  // Rendered once at the largest size, then scaled down, so every width is equally sharp.
  const master = await sharp(Buffer.from(svg), { density: 150 }).resize(widths.at(-1)).png().toBuffer();
  for (const width of widths) {
    const scaled = sharp(master).resize(width);
    await scaled.clone().avif({ quality: 55, effort: 6 }).toFile(path.join(targetDir, `${name}-${width}.avif`));
    await scaled.clone().webp({ quality: 78 }).toFile(path.join(targetDir, `${name}-${width}.webp`));
  }
}

await mkdir(targetDir, { recursive: true });
for await (const { name, day, night } of drawingsIn(sourceDir, process.argv.slice(2))) {
  await render(day, name);
  await render(night, `${name}-dark`);
  console.log(`hero ${name}: ${widths.join(", ")} px, light and dark`);
}
