import type { Locator } from "@playwright/test";

/** The most characters any line of a paragraph holds (its text cut at each line's start). */
export const longestLine = (paragraph: Locator) =>
  paragraph.evaluate((node) => {
    const text = node.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return 0;
    const content = text.textContent ?? "";
    const range = document.createRange();
    let longest = 0;
    let start = 0;
    let top = Number.NaN;
    for (let index = 0; index < content.length; index++) {
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const rect = range.getBoundingClientRect();
      if (rect.height === 0) continue;
      if (Number.isNaN(top)) top = rect.top;
      if (rect.top > top + rect.height / 2) {
        longest = Math.max(longest, index - start);
        start = index;
        top = rect.top;
      }
    }
    return Math.max(longest, content.length - start);
  });

/** The distinct tops of the lines an element's text runs over. */
export const lineCount = (element: Locator) => element.evaluate((node) => new Set([...node.getClientRects()].map((rect) => Math.round(rect.top))).size);

/** An element's computed font size in px. */
export const fontSizeOf = (element: Locator) => element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
