import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * next/font preloads every face a layout imports, and all sites share one layout; so the faces are
 * declared with `preload: false` and each page preloads only its own site's files. next/font does
 * not hand out a face's file address, so it is read once from the built style sheets
 * (`@font-face { font-family: X; src: url(../media/…woff2) }`); without a build (unit tests,
 * `next dev` before the first compile) there is simply no preload.
 */
let fileOfFamily: ReadonlyMap<string, string> | undefined;

function builtFontFiles(): ReadonlyMap<string, string> {
  if (fileOfFamily) return fileOfFamily;
  const found = new Map<string, string>();
  try {
    const chunks = join(process.cwd(), ".next", "static", "chunks");
    const sheets = readdirSync(chunks, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".css"));
    for (const sheet of sheets) {
      for (const rule of readFileSync(join(chunks, sheet), "utf8").split("@font-face").slice(1)) {
        const family = /font-family:\s*["']?([^;"']+)["']?\s*[;}]/.exec(rule)?.[1];
        const file = /url\(["']?\.\.\/media\/([^)"']+\.woff2)["']?\)/.exec(rule)?.[1];
        if (family && file && !found.has(family)) found.set(family, `/_next/static/media/${file}`);
      }
    }
  } catch {
    // No build output to read: pages work without the preload.
  }
  if (found.size > 0) fileOfFamily = found;
  return found;
}

/** The woff2 address of a next/font family (`style.fontFamily` of the face), if the build has it. */
export function fontFileOf(fontFamily: string): string | undefined {
  const family = /^\s*["']?([^,"']+)/.exec(fontFamily)?.[1]?.trim();
  return family ? builtFontFiles().get(family) : undefined;
}
