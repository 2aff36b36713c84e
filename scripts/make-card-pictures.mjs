// Renders the first screens' card pictures (scripts/hero-art/cards/<site>/<name>.svg, drawn at
// 1200 × 600) into public/media/<site>/: <name>.avif and <name>.webp at the 640 × 320 the card
// declares (features/site-pages/data/heroes.ts), and the night version (colours from
// <name>.dark.json) as <name>-dark.avif and .webp, which the card shows while the page is dark.
// Run after changing a drawing:
//   node scripts/make-card-pictures.mjs [name …]
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { drawingsIn } from "./drawing-palette.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sourceRoot = path.join(root, "scripts/hero-art/cards");
const [width, height] = [640, 320];

async function render(svg, target) {
  const picture = sharp(Buffer.from(svg), { density: 96 }).resize(width, height);
  await picture.clone().avif({ quality: 45, effort: 6 }).toFile(`${target}.avif`);
  await picture.clone().webp({ quality: 60 }).toFile(`${target}.webp`);
}

for (const site of await readdir(sourceRoot)) {
  const targetDir = path.join(root, "public/media", site);
  for await (const { name, day, night } of drawingsIn(path.join(sourceRoot, site), process.argv.slice(2))) {
    await render(day, path.join(targetDir, name));
    await render(night, path.join(targetDir, `${name}-dark`));
    console.log(`card picture ${site}/${name}: ${width} × ${height}, light and dark`);
  }
}
