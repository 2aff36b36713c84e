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

/** The lines an element's text takes: the distinct tops of its characters' boxes. */
export function textLineCount(locator: Locator) {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index += 1) {
        if (!text[index]!.trim()) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) tops.add(Math.round(rect.top + rect.height / 2));
      }
    }
    // Characters of one line differ in height by a few pixels (marks above and below): one line a cluster.
    const sorted = [...tops].sort((a, b) => a - b);
    return sorted.filter((top, index) => index === 0 || top - sorted[index - 1]! > 8).length;
  });
}

/** The widths of an element's lines of text, top to bottom (a line's runs of Arabic and Latin joined). */
export const lineWidths = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Map<number, { left: number; right: number }>();
    for (const rect of range.getClientRects()) {
      if (rect.width < 1) continue;
      const key = Math.round(rect.top / 8);
      const line = lines.get(key);
      lines.set(key, line ? { left: Math.min(line.left, rect.left), right: Math.max(line.right, rect.right) } : { left: rect.left, right: rect.right });
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line.right - line.left);
  });

/** Each line of an element's text: its start and end x and its number of letters, top to bottom. */
export const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    const lines = new Map<number, { left: number; right: number; letters: number }>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let index = 0; index < node.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const key = Math.round((rect.top + rect.height / 2) / 12);
        const line = lines.get(key) ?? { left: rect.left, right: rect.right, letters: 0 };
        line.left = Math.min(line.left, rect.left);
        line.right = Math.max(line.right, rect.right);
        line.letters += 1;
        lines.set(key, line);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, line]) => line);
  });
