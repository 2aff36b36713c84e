// @ts-check
// What the font scripts (make-font-faces.mjs, make-phrase-fonts.mjs) and their tests read from the
// @fontsource-variable packages and from CSS unicode-range values.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packages = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), "node_modules/@fontsource-variable");

/**
 * The woff2 file of one script subset of a package, e.g. ("noto-serif", "cyrillic").
 * @param {string} pkg
 * @param {string} subset
 * @returns {string}
 */
export function subsetFile(pkg, subset) {
  return path.join(packages, pkg, "files", `${pkg}-${subset}-wght-normal.woff2`);
}

/**
 * The weight range and unicode-range the package declares for one of its subsets.
 * @param {string} pkg
 * @param {string} subset
 * @returns {{ weight: string; range: string }}
 */
export function subsetRule(pkg, subset) {
  const css = readFileSync(path.join(packages, pkg, "index.css"), "utf8");
  const block = css.split("@font-face").find((rule) => rule.includes(`/${pkg}-${subset}-wght-normal.woff2`));
  if (!block) throw new Error(`${pkg} has no ${subset} subset`);
  const weight = /font-weight:\s*([^;]+);/.exec(block)?.[1];
  const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!weight || !range) throw new Error(`${pkg}'s ${subset} subset names no weight or unicode-range`);
  return { weight: weight.trim(), range: range.trim() };
}

const staticPackages = path.join(path.dirname(packages), "@fontsource");

/**
 * The woff2 file and unicode-range of one script subset of a static @fontsource package at one
 * weight, e.g. ("aref-ruqaa", "arabic", 400): a face that has no variable package.
 * @param {string} pkg
 * @param {string} subset
 * @param {number} weight
 * @returns {{ file: string; rule: { weight: string; range: string } }}
 */
export function staticSubset(pkg, subset, weight) {
  const name = `${pkg}-${subset}-${weight}-normal.woff2`;
  const css = readFileSync(path.join(staticPackages, pkg, `${weight}.css`), "utf8");
  const block = css.split("@font-face").find((rule) => rule.includes(`/${name}`));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`${pkg} has no ${subset} subset at ${weight}`);
  return { file: path.join(staticPackages, pkg, "files", name), rule: { weight: String(weight), range: range.trim() } };
}

/**
 * A code point as a unicode-range writes it: 0x117 → "U+0117".
 * @param {number} codePoint
 */
export function hex(codePoint) {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * The intervals of a unicode-range such as "U+0600-06FF,U+200C": [[0x600, 0x6ff], [0x200c, 0x200c]].
 * @param {string} range
 * @returns {[number, number][]}
 */
function intervalsOf(range) {
  return range.split(",").map((part) => {
    const [from = "", to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/**
 * Whether a unicode-range such as "U+0600-06FF,U+200C" holds the code point.
 * @param {string} range
 * @param {number} codePoint
 */
export function inRange(range, codePoint) {
  return intervalsOf(range).some(([from, to]) => codePoint >= from && codePoint <= to);
}

/**
 * Every character a unicode-range names, as one string (the text a subset is cut to).
 * @param {string} range
 */
export function charactersOf(range) {
  return intervalsOf(range)
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset)))
    .join("");
}
