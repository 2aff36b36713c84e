import type { Page } from "@playwright/test";

/**
 * The boxes of the shown pieces of the column beside an article's text (its top and those beside
 * their sections), in page coordinates. A wrapper that draws no box of its own (the column's head
 * where the column has a foot) counts as the pieces in it.
 */
export const pieceBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main article :is([data-article-aside], [data-section-beside]) > *")]
      .flatMap((element) => (getComputedStyle(element).display === "contents" ? [...element.children] : [element]))
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

/** Where the article's first section starts and its last ends, in page coordinates. */
const sectionsSpan = (page: Page) =>
  page.evaluate(() => {
    const sections = document.querySelectorAll("main article section[id^='section-']");
    const [first, last] = [sections[0]!.getBoundingClientRect(), sections[sections.length - 1]!.getBoundingClientRect()];
    return [first.top + window.scrollY, last.bottom + window.scrollY] as const;
  });

/**
 * The longest stretch of the article's running text, from its first section's start to its last
 * section's end, with nothing beside it or in it (no drawing, quote or fact box in the column beside
 * the text, no table or box in the text itself): a wall of text; where the column's last piece ends;
 * and the middle of that stretch.
 */
export async function emptyColumnStretch(page: Page) {
  const pieces = await pieceBoxes(page);
  const breaks = [...pieces, ...(await boxesInText(page))];
  const [top, bottom] = await sectionsSpan(page);
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
 * The longest stretch of the article's running text, from its first section's start to its last
 * section's end, with nothing in the column beside it (a table in the text no longer counts: a
 * reviewer's full-page shot of syma's CV showed the column empty for 1,400 px beside its timeline);
 * and whether two of the column's pieces cover each other (a quote beside a section ran into the
 * pieces at the column's top where those grew longer than the text beside them).
 */
export async function columnStretch(page: Page) {
  const pieces = [...(await pieceBoxes(page))].sort((a, b) => a.y - b.y);
  const [top, bottom] = await sectionsSpan(page);
  let reached = top;
  let longest = 0;
  let overlap = false;
  let previousEnd = -Infinity;
  for (const piece of pieces) {
    if (piece.y < previousEnd - 1) overlap = true;
    previousEnd = Math.max(previousEnd, piece.y + piece.height);
    if (piece.y + piece.height <= top) continue;
    longest = Math.max(longest, piece.y - reached);
    reached = Math.max(reached, piece.y + piece.height);
  }
  return { longest: Math.max(longest, bottom - reached), overlap };
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
