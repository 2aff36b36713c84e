// What `npm start` (package.json) puts before scripts/start.mjs, so that benchmarks and the memory
// budget test run the server as production and the container do.
import { readFileSync } from "node:fs";

const startWords = () => JSON.parse(readFileSync("package.json", "utf8")).scripts.start.split(/\s+/);

/**
 * The node options, e.g. the V8 heap limit.
 * @returns {string[]}
 */
export function startOptions() {
  return startWords().filter((word) => word.startsWith("--"));
}

/**
 * The environment set before node, e.g. MALLOC_ARENA_MAX.
 * @returns {Record<string, string>}
 */
export function startEnvironment() {
  return Object.fromEntries(
    startWords()
      .filter((word) => /^[A-Z_]+=/.test(word))
      .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
  );
}
