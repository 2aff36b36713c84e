// @ts-check
// Plain JavaScript for the post-build steps (Node without a TypeScript loader).
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The paths of the prerendered pages' HTML under a folder of the build (`.next/server/app`), depth first.
 * @param {string} dir
 * @returns {Generator<string>}
 */
export function* prerenderedHtmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* prerenderedHtmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}
