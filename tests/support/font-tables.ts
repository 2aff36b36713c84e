import { readFileSync } from "node:fs";
import { decompress } from "wawoff2";

/** The tables of a WOFF2 file as one TrueType buffer, with a lookup by tag. */
async function openFont(file: string) {
  const font = Buffer.from(await decompress(readFileSync(file)));
  const table = (tag: string) => {
    for (let index = 0; index < font.readUInt16BE(4); index += 1) {
      const record = 12 + index * 16;
      if (font.toString("latin1", record, record + 4) === tag) return font.readUInt32BE(record + 8);
    }
    throw new Error(`${file} has no ${tag} table`);
  };
  return { font, table };
}

/**
 * How many glyphs the file holds, and how many of them a character maps to directly (its cmap,
 * formats 4 and 12); the rest are reached only through substitutions (alternates, ligatures).
 */
export async function glyphCounts(file: string): Promise<{ glyphs: number; mapped: number }> {
  const { font, table } = await openFont(file);
  const glyphs = font.readUInt16BE(table("maxp") + 4);
  const cmap = table("cmap");
  const mapped = new Set<number>();
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index += 1) {
    const subtable = cmap + font.readUInt32BE(cmap + 4 + index * 8 + 4);
    const format = font.readUInt16BE(subtable);
    if (format === 4) {
      const segments = font.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const offsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const start = font.readUInt16BE(starts + segment * 2);
        const end = font.readUInt16BE(ends + segment * 2);
        const delta = font.readInt16BE(deltas + segment * 2);
        const offset = font.readUInt16BE(offsets + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          const glyph = offset === 0 ? (code + delta) & 0xffff : font.readUInt16BE(offsets + segment * 2 + offset + (code - start) * 2);
          if (glyph !== 0) mapped.add(offset === 0 ? glyph : (glyph + delta) & 0xffff);
        }
      }
    } else if (format === 12) {
      for (let group = 0; group < font.readUInt32BE(subtable + 12); group += 1) {
        const record = subtable + 16 + group * 12;
        const [start, end, first] = [font.readUInt32BE(record), font.readUInt32BE(record + 4), font.readUInt32BE(record + 8)];
        for (let code = start; code <= end; code += 1) mapped.add(first + code - start);
      }
    }
  }
  return { glyphs, mapped: mapped.size };
}
