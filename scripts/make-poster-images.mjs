// Renders the video posters (scripts/hero-art/posters/<name>.svg, drawn at the 320 × 240 the
// specification gives a video) into public/images/: the drawing as it is (<name>.svg), its
// night version (<name>-dark.svg, colours from <name>.dark.json) and a JPEG of the day version
// at the specification's path (<name>.jpg) for a browser that shows no SVG. SVG stays sharp at
// any width the card takes and weighs a few kilobytes. Run after changing a poster:
//   node scripts/make-poster-images.mjs [name …]
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { drawingsIn } from "./drawing-palette.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sourceDir = path.join(root, "scripts/hero-art/posters");
const targetDir = path.join(root, "public/images");

/** Without the drawing's comments and indentation, which only its source needs. */
const served = (svg) => `${svg.replace(/<!--[\s\S]*?-->/g, "").replace(/\n\s*/g, "").trim()}\n`;

for await (const { name, day, night } of drawingsIn(sourceDir, process.argv.slice(2))) {
  await writeFile(path.join(targetDir, `${name}.svg`), served(day));
  await writeFile(path.join(targetDir, `${name}-dark.svg`), served(night));
  await sharp(Buffer.from(day), { density: 144 }).resize(320, 240).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(targetDir, `${name}.jpg`));
  console.log(`poster ${name}: svg, dark svg, jpg`);
}
