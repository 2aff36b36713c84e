// Renders the hand-drawn hero illustrations (scripts/hero-art/*.svg) to AVIF and WebP at the
// widths features/site-pages/hero/hero-declaration.ts names, into public/heroes/. Each drawing
// also has a night version: scripts/hero-art/<name>.dark.json maps the drawing's colours to its
// dark palette (colours it does not name stay), rendered to <name>-dark-<width>.<format>, which
// the page shows in dark mode. Run after changing a drawing or a palette (all drawings, or the
// ones named):
//   node scripts/make-hero-images.mjs [name …]
import { mkdir, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { recolour } from "./drawing-palette.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sourceDir = path.join(root, "scripts/hero-art");
const targetDir = path.join(root, "public/heroes");
// Keep in step with heroWidths in features/site-pages/hero/hero-declaration.ts.
const widths = [480, 800, 1200];

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
const wanted = process.argv.slice(2);
for (const file of (await readdir(sourceDir)).filter((name) => name.endsWith(".svg"))) {
  const name = file.replace(/\.svg$/, "");
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const svg = await readFile(path.join(sourceDir, file), "utf8");
  const palette = JSON.parse(await readFile(path.join(sourceDir, `${name}.dark.json`), "utf8"));
  await render(svg, name);
  await render(recolour(svg, palette), `${name}-dark`);
  console.log(`hero ${name}: ${widths.join(", ")} px, light and dark`);
}
