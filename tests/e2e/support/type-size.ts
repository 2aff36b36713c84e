import type { Page } from "@playwright/test";

/** The main column's visible text runs set under 14 px, with their size and a sample of their words (drawings apart). */
export function smallTextRuns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const runs: string[] = [];
    const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest("svg, .visually-hidden")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 13.95) runs.push(`${size}px: ${text.slice(0, 30)}`);
    }
    return runs;
  });
}

/** The main column's drawn words (SVG text) under 14 px as the screen shows them: their size times the drawing's scale. */
export function smallDrawingText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("main svg text")].flatMap((text) => {
      const words = text.textContent?.trim();
      if (!words || text.getBoundingClientRect().width === 0) return [];
      const scale = (text as SVGTextElement).ownerSVGElement?.getScreenCTM()?.a ?? 1;
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      return size < 13.95 ? [`${size.toFixed(1)}px: ${words.slice(0, 30)}`] : [];
    }),
  );
}
