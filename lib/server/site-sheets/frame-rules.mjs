// @ts-check
// Plain JavaScript: the post-build step (Node without a TypeScript loader) and the benchmarks use it.
import postcss from "postcss";

/**
 * The attributes the registry's frame and first screen write on a page (components/shell/
 * page-shell.tsx, site-footer.tsx, dark-mode-switch.tsx, features/site-pages/hero/start-page.tsx):
 * one value per site, so a rule that requires another value draws another site.
 */
const FRAME_ATTRIBUTES = [
  "data-header",
  "data-menu-look",
  "data-menu-row",
  "data-footer",
  "data-frame",
  "data-contents",
  "data-page-layout",
  "data-switch",
  "data-hero-layout",
  "data-body-composition",
  "data-section-links",
];

/** @typedef {Map<string, Set<string>>} Frame the values each frame attribute takes on a site's pages */

/**
 * The frame values the pages carry, all pages of one site together.
 * @param {Iterable<string>} pages the pages' HTML
 * @returns {Frame}
 */
export function frameOfPages(pages) {
  /** @type {Frame} */
  const frame = new Map(FRAME_ATTRIBUTES.map((name) => [name, new Set()]));
  for (const html of pages) {
    for (const [, name = "", value = ""] of html.matchAll(/\s(data-[a-z-]+)="([^"]*)"/g)) frame.get(name)?.add(value);
  }
  return frame;
}

/**
 * How many parentheses are open before `offset`: what stands inside :is(), :where(), :not() or
 * :has() may match without the element itself carrying it.
 * @param {string} selector
 * @param {number} offset
 */
function depthAt(selector, offset) {
  let depth = 0;
  for (const character of selector.slice(0, offset)) {
    if (character === "(") depth += 1;
    else if (character === ")") depth -= 1;
  }
  return depth;
}

const FRAME_VALUE = /\[(data-[a-z-]+)="?([^"\]]*)"?(?:\s+[is])?\]/g;
/** `:is(` or `:where(` followed by nothing but frame values: `[data-x=a],[data-x=b]`. */
const ALTERNATIVE_VALUES = /:(?:is|where)\(((?:\s*\[data-[a-z-]+="?[^"\]]*"?\]\s*,)*\s*\[data-[a-z-]+="?[^"\]]*"?\]\s*)\)/g;

/**
 * @param {string} name
 * @param {string} value
 * @param {Frame} frame
 */
const isOtherValue = (name, value, frame) => {
  const values = frame.get(name);
  return values !== undefined && !values.has(value);
};

/**
 * True when the selector can match only where a frame attribute has a value the site's pages never
 * carry: required outright, or in an :is()/:where() of such values only. Inside :not() and in
 * mixed alternatives nothing counts, nor attribute selectors other than plain equality (`~=`, `^=`).
 * @param {string} selector
 * @param {Frame} frame
 */
export function drawsAnotherFrame(selector, frame) {
  for (const match of selector.matchAll(FRAME_VALUE)) {
    if (depthAt(selector, match.index) === 0 && isOtherValue(match[1] ?? "", match[2] ?? "", frame)) return true;
  }
  for (const match of selector.matchAll(ALTERNATIVE_VALUES)) {
    if (depthAt(selector, match.index) > 0) continue;
    if ([...(match[1] ?? "").matchAll(FRAME_VALUE)].every(([, name = "", value = ""]) => isOtherValue(name, value, frame))) return true;
  }
  return false;
}

/**
 * The style sheet without the rules that draw other sites' frames; every other rule stays where
 * it was, so the cascade of what is left is the sheet's own.
 * @param {string} css
 * @param {Frame} frame
 * @returns {string}
 */
export function withoutOtherFrames(css, frame) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /** @type {import("postcss").AtRule} */ (rule.parent).name.endsWith("keyframes")) return;
    const kept = rule.selectors.filter((selector) => !drawsAnotherFrame(selector, frame));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // At-rules emptied by the above (a media query that held only other sites' rules), inner ones
  // first, so that a query left holding only an emptied one goes too.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length !== 0) return;
      atRule.remove();
      emptied = true;
    });
  }
  return root.toString();
}
