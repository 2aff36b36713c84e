import type { Page } from "@playwright/test";

/** The boxes of the shown pieces of the column beside an article's text (its top and those beside their sections), in page coordinates. */
export const pieceBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main article :is([data-article-aside], [data-section-beside]) > *")]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => ({ x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height })),
  );

/** The boxes of the tables and fact boxes standing in the text column itself, in page coordinates. */
const boxesInText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main article section[id^='section-'] :is(dl, table, figure)")]
      .filter((element) => !element.closest("[data-section-beside]"))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0)
      .map((box) => ({ x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height })),
  );

/**
 * The longest stretch of the article's running text, from its first section's start to its last
 * section's end, with nothing beside it or in it (no drawing, quote or fact box in the column beside
 * the text, no table or box in the text itself): a wall of text; where the column's last piece ends;
 * and the middle of that stretch.
 */
export async function emptyColumnStretch(page: Page) {
  const pieces = await pieceBoxes(page);
  const breaks = [...pieces, ...(await boxesInText(page))];
  const [top, bottom] = await page.evaluate(() => {
    const sections = document.querySelectorAll("main article section[id^='section-']");
    const [first, last] = [sections[0]!.getBoundingClientRect(), sections[sections.length - 1]!.getBoundingClientRect()];
    return [first.top + window.scrollY, last.bottom + window.scrollY];
  });
  let reached = top;
  let longest = 0;
  for (const piece of [...breaks].sort((a, b) => a.y - b.y)) {
    if (piece.y + piece.height <= top) continue;
    longest = Math.max(longest, piece.y - reached);
    reached = Math.max(reached, piece.y + piece.height);
  }
  const lastEnd = Math.max(top, ...pieces.map((piece) => piece.y + piece.height));
  return { longest: Math.max(longest, bottom - reached), lastEnd, middle: (top + bottom) / 2 };
}

/**
 * The largest gap in the running text between one section's last line and the next section's
 * heading: a piece beside a section that stands taller than the section's text grows the section
 * and leaves a hole in the reading column under it.
 */
export const largestTextGap = (page: Page) =>
  page.evaluate(() => {
    const sections = [...document.querySelectorAll("main article section[id^='section-']")];
    let largest = 0;
    for (let index = 0; index + 1 < sections.length; index += 1) {
      // The text's own blocks, not their wrapper (a grid item stretches to the piece beside it).
      const texts = [...sections[index]!.querySelectorAll("h2, h3, p, ul, ol, table, dl, figure, blockquote")]
        .filter((element) => !element.closest("[data-section-beside]"))
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.height > 0);
      const next = sections[index + 1]!.querySelector("h2")?.getBoundingClientRect();
      if (texts.length === 0 || !next) continue;
      largest = Math.max(largest, next.top - Math.max(...texts.map((box) => box.bottom)));
    }
    return largest;
  });
