import compile from "icu-minify/compile";

type TextTree = { [key: string]: unknown };

/**
 * A text as the browser's formatter takes it: the ICU source compiled ahead (icu-minify), so
 * the browser bundle carries only the small formatter of compiled texts, not the ICU parser.
 * A text without arguments compiles to itself and stays a string; one whose quoting changes it
 * (`'{'` → `{`) is wrapped in an array, so a string always means an ICU source on the server,
 * where the same client components are rendered by the full formatter (lib/i18n/format-message.js).
 * A text that does not parse stays as written (the formatter then shows it unformatted).
 */
export function compileText(source: string): unknown {
  try {
    const compiled = compile(source);
    // Plain objects: React hands no null-prototype objects (icu-minify's plural branches) to the client.
    if (typeof compiled !== "string") return JSON.parse(JSON.stringify(compiled)) as unknown;
    return compiled === source ? source : [compiled];
  } catch {
    return source;
  }
}

// The loaded message trees are shared by every request: each group is compiled once a process.
const compiledGroups = new WeakMap<object, TextTree>();

function compileGroup(group: TextTree): TextTree {
  let compiled = compiledGroups.get(group);
  if (!compiled) {
    compiled = Object.fromEntries(Object.entries(group).map(([key, value]) => [key, compileTexts(value)]));
    compiledGroups.set(group, compiled);
  }
  return compiled;
}

/** `texts` with every text compiled; lists (content sections) are kept as they are. */
export function compileTexts(texts: unknown): unknown {
  if (typeof texts === "string") return compileText(texts);
  if (texts && typeof texts === "object" && !Array.isArray(texts)) return compileGroup(texts as TextTree);
  return texts;
}
