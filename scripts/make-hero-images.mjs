// Renders the hand-drawn hero illustrations (scripts/hero-art/*.svg) to AVIF and WebP at the
// widths lib/sites/hero.ts names, into public/heroes/. Run after changing a drawing:
//   node scripts/make-hero-images.mjs
import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sourceDir = path.join(root, "scripts/hero-art");
const targetDir = path.join(root, "public/heroes");
// Keep in step with heroWidths in lib/sites/hero.ts.
const widths = [480, 800, 1200];

await mkdir(targetDir, { recursive: true });
for (const file of (await readdir(sourceDir)).filter((name) => name.endsWith(".svg"))) {
  const name = file.replace(/\.svg$/, "");
  // Rendered once at the largest size, then scaled down, so every width is equally sharp.
  const master = await sharp(path.join(sourceDir, file), { density: 150 }).resize(widths.at(-1)).png().toBuffer();
  for (const width of widths) {
    const scaled = sharp(master).resize(width);
    await scaled.clone().avif({ quality: 55, effort: 6 }).toFile(path.join(targetDir, `${name}-${width}.avif`));
    await scaled.clone().webp({ quality: 78 }).toFile(path.join(targetDir, `${name}-${width}.webp`));
  }
  console.log(`hero ${name}: ${widths.join(", ")} px`);
}
