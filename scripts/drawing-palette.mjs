// The drawings the image scripts render: each <name>.svg of a folder with its night palette,
// <name>.dark.json, which maps the drawing's colours to its dark ones (colours it does not name
// stay).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** The drawing with every colour of the palette replaced (`#abc` and `#aabbcc`, any case). */
function recolour(svg, palette) {
  const dark = new Map(Object.entries(palette).map(([light, night]) => [light.toLowerCase(), night]));
  return svg.replace(/#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b/g, (colour) => dark.get(colour.toLowerCase()) ?? colour);
}

/**
 * Every drawing of the folder (or those the command line names) as its name, its day version and
 * its night version.
 */
export async function* drawingsIn(sourceDir, wanted) {
  for (const file of (await readdir(sourceDir)).filter((name) => name.endsWith(".svg"))) {
    const name = file.replace(/\.svg$/, "");
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const day = await readFile(path.join(sourceDir, file), "utf8");
    const palette = JSON.parse(await readFile(path.join(sourceDir, `${name}.dark.json`), "utf8"));
    yield { name, day, night: recolour(day, palette) };
  }
}
