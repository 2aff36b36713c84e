// Renders the 360° view's poster from the full panorama: the picture the viewer stands on from the
// first paint until the full one has loaded. It is shown turned to the first view, a quarter of its
// width filling a viewer of up to 780 px, so it is kept at half the panorama's width (at a quarter,
// 1024 px, that view was a 256 px strip drawn three times its size and read as blurred). Run after
// changing the panorama:
//   node scripts/make-panorama-poster.mjs
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const media = path.join(root, "public/media/political");
const source = path.join(media, "house-panorama.webp");
const { width = 0 } = await sharp(source).metadata();
const poster = path.join(media, "house-panorama-poster.webp");
const { size } = await sharp(source).resize(Math.round(width / 2)).webp({ quality: 45, effort: 6 }).toFile(poster);
console.log(`poster: ${path.relative(root, poster)}, ${Math.round(size / 1024)} kB`);
