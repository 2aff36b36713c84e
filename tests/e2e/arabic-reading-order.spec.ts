import { expect, test, type Locator } from "@playwright/test";
import { siteUrl } from "./server-env";

/**
 * Latin runs inside Arabic sentences, as laid out: the bidi algorithm would give their edge
 * punctuation and the spaces between digit groups the sentence's direction ("++C", "111 0 111 0800")
 * unless the texts isolate them. Measured with Range rects on the drawn text, not on the markup.
 */

type Box = { left: number; right: number; top: number };

/**
 * The drawn boxes of every character of `run` (at its first place in the element's text), in logical
 * order, with `margin` characters more on either side (the isolate's marks and the brackets around it).
 */
const charBoxes = (paragraph: Locator, run: string, margin = 0) =>
  paragraph.evaluate(
    (element, [run, margin]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const start = node.data.indexOf(run) - margin;
        if (start < -margin) continue;
        return Array.from({ length: run.length + 2 * margin }, (_, offset) => {
          const range = document.createRange();
          range.setStart(node, start + offset);
          range.setEnd(node, start + offset + 1);
          const { left, right, top } = range.getBoundingClientRect();
          return { left, right, top };
        });
      }
      return [];
    },
    [run, margin] as const,
  );

/** Characters of a left-to-right run stand left to right, each touching or near the one before. */
function expectLeftToRight(boxes: Box[], run: string) {
  expect(boxes, run).toHaveLength(run.length);
  const drawn = boxes.filter((_, index) => !/\s/.test(run[index] ?? ""));
  drawn.slice(1).forEach((box, index) => {
    const before = drawn[index] as Box;
    expect(Math.abs(box.top - before.top), `${run} on one line`).toBeLessThan(2);
    expect(box.left, `${run}: character ${index + 1} after the one before`).toBeGreaterThanOrEqual(before.left);
  });
}

for (const width of [390, 1366]) {
  test.describe(`Arabic at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("syma: “C++” keeps its plus signs after the C", async ({ page }) => {
      await page.goto(siteUrl("syma", "/ar"));
      const paragraph = page.locator("main p").filter({ hasText: "Delphi" }).first();
      expectLeftToRight(await charBoxes(paragraph, "C++"), "C++");
    });

    test("writing: the helpline's number reads 0800 111 0 111 on one line, not its groups reversed", async ({ page }) => {
      await page.goto(siteUrl("writing", "/ar"));
      const paragraph = page.locator("main p").filter({ hasText: "Telefonseelsorge" }).filter({ hasText: "0800" }).first();
      const number = "0800\u00a0111\u00a00\u00a0111";
      expectLeftToRight(await charBoxes(paragraph, number), number);
    });

    test("vault: “(St. Johannis)” keeps its words in order and inside its own parentheses", async ({ page }) => {
      await page.goto(siteUrl("vault", "/ar"));
      const paragraph = page.locator("main p").filter({ hasText: "Johannis" }).first();
      // A no-break space keeps the name on one line, between its own parentheses.
      const around = await charBoxes(paragraph, "St.\u00a0Johannis", 2);
      const name = around.slice(2, -2);
      expectLeftToRight(name, "St.\u00a0Johannis");
      const opening = around[0] as Box;
      const closing = around[around.length - 1] as Box;
      const st = name[0] as Box;
      const johannisEnd = name[name.length - 1] as Box;
      // The isolate is one left-to-right unit in a right-to-left line: the opening parenthesis stands
      // just right of "Johannis" (where an Arabic reader starts), the closing one just left of "St.".
      const fontSize = await paragraph.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      for (const parenthesis of [opening, closing]) expect(Math.abs(parenthesis.top - st.top)).toBeLessThan(2);
      expect(opening.left).toBeGreaterThanOrEqual(johannisEnd.right - 1);
      expect(opening.left - johannisEnd.right).toBeLessThan(fontSize);
      expect(closing.right).toBeLessThanOrEqual(st.left + 1);
      expect(st.left - closing.right).toBeLessThan(fontSize);
    });
  });
}
