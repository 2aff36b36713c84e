// What `npm start` (package.json) puts before scripts/start.mjs, so that benchmarks and the memory
// budget test run the server as production and the container do.
import { readFileSync } from "node:fs";

const startWords = (): string[] => (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start.split(/\s+/);

/** The node options, e.g. the V8 heap limit. */
export function startOptions(): string[] {
  return startWords().filter((word) => word.startsWith("--"));
}

/** The environment set before node, e.g. MALLOC_ARENA_MAX. */
export function startEnvironment(): Record<string, string> {
  return Object.fromEntries(
    startWords()
      .filter((word) => /^[A-Z_]+=/.test(word))
      .map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]),
  );
}
