import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { rgbContrast } from "./support/colours";
import { box, DESKTOP, PHONE } from "./support/geometry";

/**
 * What a fresh review of the ten sites found at 390 and 1366 px, in English, Arabic and Tamil, and
 * what a visitor now sees instead.
 */

/** The boxes of a text's lines where it stands in the element (one box a line it runs over). */
async function lineBoxesOf(element: Locator, text: string) {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const full: { node: Text; start: number }[] = [];
    let joined = "";
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      full.push({ node, start: joined.length });
      joined += node.data;
    }
    const at = joined.indexOf(wanted);
    if (at < 0) throw new Error(`"${wanted}" is not in "${joined}"`);
    const locate = (offset: number) => {
      const part = full.filter((entry) => entry.start <= offset).pop()!;
      return [part.node, offset - part.start] as const;
    };
    const range = document.createRange();
    range.setStart(...locate(at));
    range.setEnd(...locate(at + wanted.length - 1));
    range.setEnd(range.endContainer, range.endOffset + 1);
    const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    return lines.size;
  }, text);
}

/** Where an element's text stands: its lines' extent, not its box (a block stretches across its parent). */
const textBox = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()];
    const x = Math.min(...lines.map((line) => line.left));
    return { x, width: Math.max(...lines.map((line) => line.right)) - x };
  });

const lineHeightRatio = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
  });

test.describe("paragraphs of a section stand one paragraph's space apart on a wide screen", () => {
  for (const site of ["vault", "peace", "writing", "political"]) {
    test(`${site}: no gap between two paragraphs is wider than the body text's own space`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, "/en"));
      const gaps = await page.locator("main .article > section > p + p").evaluateAll((paragraphs) =>
        paragraphs.map((paragraph) => {
          const before = paragraph.previousElementSibling!.getBoundingClientRect();
          const size = Number.parseFloat(getComputedStyle(paragraph).fontSize);
          return (paragraph.getBoundingClientRect().top - before.bottom) / size;
        }),
      );
      expect(gaps.length).toBeGreaterThan(0);
      // A grid kept both margins: the paragraphs stood two lines (36-42 px) apart.
      for (const gap of gaps) expect(gap).toBeLessThan(1.4);
    });
  }
});

test.describe("languages: the word the box is about stands at the box's start edge, in its own script", () => {
  for (const [locale, startEdge] of [
    ["en", "left"],
    ["ar", "right"],
  ] as const) {
    test(`${locale}: every loved word lines up with its label`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl("languages", `/${locale}`));
      const boxes = page.locator("[data-loved-word]");
      expect(await boxes.count()).toBeGreaterThan(3);
      for (const loved of await boxes.all()) {
        const [label, word] = [await textBox(loved.locator("span").first()), await textBox(loved.locator("span[lang]"))];
        // An Arabic word stood at the right of an English box, a Latin one at the left of an Arabic box.
        if (startEdge === "left") expect(Math.abs(word.x - label.x)).toBeLessThanOrEqual(1);
        else expect(Math.abs(word.x + word.width - (label.x + label.width))).toBeLessThanOrEqual(1);
      }
    });
  }
});

test.describe("political's imprint on a wide screen", () => {
  test("each clause's heading stands with its first lines in one column, the size of the others", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("political", "/en/imprint"));
    const sections = page.locator("main [data-article-body] > section");
    // Round 70 moved the browser's remembering from a fourth clause into the boxes over them, and let
    // the last clause run on into the second column, as in print, so that the columns end level.
    expect(await sections.count()).toBe(3);
    for (const section of await sections.all()) {
      // A heading at one column's foot with its text at the next one's top.
      const [heading, first] = await Promise.all([box(section.locator("h2")), section.locator("p").first().evaluate((node) => node.getClientRects()[0]!.toJSON() as DOMRect)]);
      expect(Math.abs(first.x - heading.x), await section.locator("h2").innerText()).toBeLessThan(40);
      expect(first.y, await section.locator("h2").innerText()).toBeGreaterThan(heading.y);
    }
    const sizes = await page.locator("main [data-article-body] > section h2").evaluateAll((headings) => headings.map((heading) => getComputedStyle(heading).fontSize));
    expect(new Set(sizes).size, sizes.join(", ")).toBe(1);
  });

  test("the colophon's fields fill its row: the languages reach the frame's end edge", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const path of ["/en", "/en/imprint", "/en/login"]) {
      await page.goto(siteUrl("political", path));
      const frame = await box(page.locator(".site-footer .footer-frame"));
      const cells = await page.locator(".site-footer .footer-frame > .footer-cell:not([data-part=name])").evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
      expect(Math.max(...cells), path).toBeGreaterThan(frame.x + frame.width - 2);
    }
  });
});

test("syma's imprint: the title block's upper row closes without an empty field", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("syma", "/en/imprint"));
  const frame = await box(page.locator(".site-footer .footer-frame"));
  const row = await page.locator(".site-footer .footer-frame > .footer-cell:not([data-part=languages])").evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
  expect(Math.max(...row)).toBeGreaterThan(frame.x + frame.width - 3);
  // The name on the line of the other fields' values.
  const [name, place] = [await box(page.locator(".site-footer .footer-name")), await box(page.locator(".site-footer .footer-place"))];
  expect(Math.abs(name.y + name.height / 2 - (place.y + place.height / 2))).toBeLessThanOrEqual(2);
});

test.describe("headings in the margin stay in the margin, in every language", () => {
  for (const [site, path] of [
    ["syma", "/ta/cv"],
    ["vault", "/ta"],
    ["vault", "/de"],
    ["writing", "/ta"],
  ] as const) {
    test(`${site} ${path}: no heading runs out of its margin towards the text`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, path));
      const overruns = await page.locator("main section[id^=section-] > h2").evaluateAll((headings) =>
        headings
          .filter((heading) => getComputedStyle(heading.parentElement!).display === "grid")
          .map((heading) => {
            const own = heading.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(heading);
            const lines = [...range.getClientRects()];
            const rtl = getComputedStyle(heading).direction === "rtl";
            // A word wider than the margin ran out of it across the gap towards the text.
            const reach = rtl ? Math.min(...lines.map((line) => line.left)) : Math.max(...lines.map((line) => line.right));
            return { heading: heading.textContent, over: rtl ? own.left - reach : reach - own.right };
          })
          .filter(({ over }) => over > 1),
      );
      expect(overruns).toEqual([]);
    });
  }
});

test.describe("Arabic: Latin names and values keep their place in a right-to-left line", () => {
  test("forum: a press clipping's paper stands before its date, with the Arabic comma", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/ar"));
    const source = page.locator("main blockquote footer").filter({ has: page.locator("cite") }).first();
    await expect(source).toContainText("،");
    const [paper, date] = [await box(source.locator("cite")), await box(source.locator("time"))];
    // Read right to left: the paper first (rightmost), then the whole date to its left.
    expect(paper.x).toBeGreaterThan(date.x + date.width - 1);
  });

  // Replaced on purpose in round 74: on a phone a box of facts keeps each label before its value
  // (each label over its value, a box of five facts ran 480 px tall); the holder's name now lines up
  // at its value column's right edge, on its label's line.
  // Replaced on purpose in round 76: a box with an account number sets each label over its value on
  // a phone (the IBAN broke in two in the value column); the name lines up at the box's right edge
  // under its label.
  test("forum: the account holder's name lines up at its column's right edge, under its label", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("forum", "/ar"));
    const account = page.locator("main dl").filter({ hasText: "COBADEFFXXX" });
    const holder = account.locator("dd span[dir=ltr]").first();
    const [label, column, value] = [await box(account.locator("dt").first()), await box(account.locator("dd").first()), await box(holder)];
    const lastLine = await holder.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      return lines[lines.length - 1]!.right;
    });
    expect(label.y + label.height).toBeLessThanOrEqual(column.y + 1);
    expect(Math.abs(label.x + label.width - (column.x + column.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(value.x + value.width - (column.x + column.width))).toBeLessThanOrEqual(1);
    // Its second line ends at the right edge too, not at the left.
    expect(Math.abs(lastLine - (column.x + column.width))).toBeLessThanOrEqual(2);
  });

  for (const site of ["syma", "morpheme", "peace", "lobby", "tax"]) {
    test(`${site}: the title's lines leave room for Arabic's marks`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(siteUrl(site, "/ar"));
      expect(await lineHeightRatio(page.locator("main h1").first())).toBeGreaterThanOrEqual(1.3);
    });
  }
});

test.describe("Tamil leads and cards read with room between their lines", () => {
  for (const site of ["forum", "political", "writing", "morpheme"]) {
    test(`${site}: the first screen's line at a reading leading`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, "/ta"));
      expect(await lineHeightRatio(page.locator("[data-hero] p[class*=tagline]").first())).toBeGreaterThanOrEqual(1.55);
    });
  }

  test("vault's sign-in: what members find stays inside its card", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("vault", "/ta/login"));
    const card = page.locator("main [data-article-aside] .card").first();
    const edge = await box(card);
    for (const item of await card.locator("li").all()) {
      const own = await box(item);
      expect(own.x + own.width).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
    }
  });
});

test.describe("words that must not break", () => {
  test("writing: EX-IN keeps its hyphen on one line", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("writing", "/de/exin1"));
    // At 390 px the line broke after "EX-" before "Deutschland".
    const paragraph = page.locator("main p").filter({ hasText: /EX-\u2060IN Deutschland/ });
    await expect(paragraph).toHaveCount(1);
    expect(await lineBoxesOf(paragraph, "EX-\u2060IN")).toBe(1);
  });

  test("lobby: the address breaks before its @, never after a hyphen inside it", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("lobby", "/ar"));
    const link = page.locator('main p a[href^="mailto:"]').filter({ hasText: "@" }).first();
    await expect(link).toHaveText("kontakt@lobby-psychische-gesundheit.example");
    expect(await lineBoxesOf(link, "@lobby-psychische-gesundheit")).toBe(1);
  });

  test("political: a short address moves to the next line whole, never 'kontakt@syma' over '.example'", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("political", "/ar/imprint"));
    const addresses = page.locator("main .mail-address");
    expect(await addresses.count()).toBeGreaterThanOrEqual(2);
    for (const address of await addresses.all()) expect(await lineBoxesOf(address, "kontakt@syma.example")).toBe(1);
  });

  // Round 73 moved this check from the lobby's start page, whose sentence no longer ends with its
  // address (the crisis numbers after it went), to the forum's imprint, whose sentence does.
  test("a long address: the sentence's full stop stays on the line that ends the address, in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(siteUrl("forum", "/ar/imprint"));
    const address = page.locator("main p .mail-address").filter({ hasText: "sozialforum@st-marien.example." }).first();
    await expect(address).toHaveText("sozialforum@st-marien.example.");
    expect(await lineBoxesOf(address, ".example.")).toBe(1);
  });

  test("forum: on a phone an event's date stays whole on its line", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl("forum", "/en/2024"));
    for (const date of await page.locator("main table th[scope=row]").all()) {
      const text = await date.innerText();
      expect(await lineBoxesOf(date, text), text).toBe(1);
    }
  });
});

test("forum: the news archive draws the same rule between every two items, the fold's first too", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("forum", "/en"));
  const items = page.locator("main [data-block] ul li:has(time)").filter({ has: page.locator(":is(h3, h4)") });
  const rules = await items.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).borderTopWidth));
  expect(rules.length).toBeGreaterThanOrEqual(3);
  expect(rules.slice(1)).toEqual(rules.slice(1).map(() => "1px"));
});

test("peace: the day's colour is a ribbon marker, not a round button, and a white one shows on the white card", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("peace", "/en/daily_gospel"));
  const swatches = page.locator("main span[data-colour]:visible");
  await expect(swatches.first()).toBeVisible();
  // Measured in one pass: the day list re-renders as it hydrates, and a swatch found visible one
  // call earlier could be gone by the next (the check failed one run in four with "not rendered").
  const shown = await page.locator("main span[data-colour]").evaluateAll((nodes) =>
    nodes
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => ({ ...node.getBoundingClientRect().toJSON(), radius: getComputedStyle(node).borderRadius }) as DOMRect & { radius: string }),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const own of shown) {
    expect(own.height).toBeGreaterThan(own.width * 1.4);
    expect(own.radius).not.toContain("50%");
  }
  const white = page.locator('main span[data-colour="white"]');
  if ((await white.count()) > 0) {
    // Round 86 replaced the white ribbon's gold-edged gradient (its two gold edges read as "| |"):
    // a drawn white bookmark with a dark rim that follows its notch.
    expect(await white.first().evaluate((node) => getComputedStyle(node).backgroundImage)).toContain("data:image/svg+xml");
  }
});

test("tax in dark mode: the header is a near-black band, its name in the sign's yellow", async ({ page }: { page: Page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize(DESKTOP);
  await page.goto(siteUrl("tax", "/en"));
  const [ground, ink] = await page.locator(".site-header").evaluate((header) => {
    const style = getComputedStyle(header);
    return [style.backgroundColor, style.color];
  });
  const channels = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number);
  const light = (colour: string) => {
    const [red, green, blue] = channels(colour);
    return (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
  };
  // Round 86 replaced the near-black band with a dark ochre; round 88 replaced the ochre (the review,
  // r88-b: a dull olive-mustard band) with a near-black bar over the saturated yellow tape, the name
  // lit in the sign's yellow on it. Dark, so it does not glare over the dark page as the bright
  // yellow did.
  expect(light(ground)).toBeLessThan(0.1);
  expect(light(ink)).toBeGreaterThan(0.6);
  expect(rgbContrast(ink, ground)).toBeGreaterThanOrEqual(4.5);
});
