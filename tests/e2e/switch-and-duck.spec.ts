import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import ru from "../../messages/ru.json" with { type: "json" };
import { siteUrl } from "./server-env";

const SITES = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"] as const;

/** How the slider is drawn: its track's and thumb's boxes, the faint ends and the label's case. */
function measure() {
  const root = document.querySelector<HTMLElement>(".header-tools .dark-mode-switch")!;
  const track = root.querySelector(".dark-mode-track")!;
  const box = track.getBoundingClientRect();
  const thumb = root.querySelector(".dark-mode-thumb")!.getBoundingClientRect();
  const end = (pseudo: "::before" | "::after") => {
    const style = getComputedStyle(track, pseudo);
    return { shown: style.content !== "none" && style.content !== "normal", opacity: parseFloat(style.opacity), mask: style.maskImage.startsWith("url(") };
  };
  const label = getComputedStyle(root.querySelector(".dark-mode-label")!);
  return {
    ratio: box.width / box.height,
    insetTop: thumb.top - box.top,
    insetBottom: box.bottom - thumb.bottom,
    thumbHeight: thumb.height,
    trackHeight: box.height,
    thumbAtStart: Math.abs(thumb.left - box.left) < Math.abs(box.right - thumb.right),
    ends: [end("::before"), end("::after")],
    transform: label.textTransform,
    caps: label.fontVariantCaps,
  };
}

test.describe("the dark-mode control reads as a switch on every site", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const scheme of ["dark", "light"] as const) {
    test(`${scheme}: a channel longer than tall, the thumb inset at one end, the other end's icon faint, the label in sentence case`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      for (const site of SITES) {
        await page.goto(siteUrl(site, "/en"), { waitUntil: "domcontentloaded" });
        const drawn = await page.evaluate(measure);
        expect(drawn.ratio, site).toBeGreaterThanOrEqual(1.75);
        // Not two swatches side by side: the thumb stands inside the channel with a margin around it.
        expect(drawn.insetTop, site).toBeGreaterThanOrEqual(3);
        expect(drawn.insetBottom, site).toBeGreaterThanOrEqual(3);
        expect(drawn.thumbHeight, site).toBeLessThan(drawn.trackHeight - 6);
        // Light sets the thumb at the start (the sun's end), dark at the end (the moon's).
        expect(drawn.thumbAtStart, site).toBe(scheme === "light");
        for (const end of drawn.ends) {
          expect(end.shown && end.mask, site).toBe(true);
          expect(end.opacity, site).toBeGreaterThan(0.3);
          expect(end.opacity, site).toBeLessThan(0.9);
        }
        expect([drawn.transform, drawn.caps], site).toEqual(["none", "normal"]);
        await expect(page.locator(".header-tools .dark-mode-label"), site).toHaveText(en.shell.darkMode);
      }
      await context.close();
    });
  }

  test("Russian and Arabic: the same name in sentence case, mirrored in Arabic (light thumb on the right)", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light", viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    for (const site of ["vault", "forum", "lobby"]) {
      await page.goto(siteUrl(site, "/ru"), { waitUntil: "domcontentloaded" });
      await expect(page.locator(".header-tools .dark-mode-label"), site).toHaveText(ru.shell.darkMode);
      const drawn = await page.evaluate(measure);
      expect([drawn.transform, drawn.caps], site).toEqual(["none", "normal"]);
      await page.goto(siteUrl(site, "/ar"), { waitUntil: "domcontentloaded" });
      expect((await page.evaluate(measure)).thumbAtStart, site).toBe(false);
    }
    await context.close();
  });
});

test.describe("the footer's duck reads as a duck, named beside it", () => {
  for (const width of [390, 1366]) {
    test(`${width} px: a solid duck of at least 28 px beside its written entry, on every site that keeps the duck in the footer`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const site of ["syma", "vault", "peace", "writing", "forum", "political", "languages", "lobby"]) {
        await page.goto(siteUrl(site, "/en"), { waitUntil: "domcontentloaded" });
        const duck = page.locator("footer [data-testid=duck-link]");
        await duck.scrollIntoViewIfNeeded();
        const drawn = await duck.evaluate((link) => {
          const svg = link.querySelector("svg.duck-engraving")!;
          const box = svg.getBoundingClientRect();
          const shape = getComputedStyle(svg.querySelector("path")!);
          const word = link.querySelector(".duck-word") ?? link.querySelector("span")!;
          const text = getComputedStyle(word);
          const wordBox = word.getBoundingClientRect();
          return { width: box.width, fill: shape.fill, size: parseFloat(text.fontSize), visible: wordBox.width > 20 && text.visibility === "visible", beside: Math.abs(wordBox.top + wordBox.height / 2 - (box.top + box.height / 2)) < box.height };
        });
        expect(drawn.width, site).toBeGreaterThanOrEqual(28);
        expect(drawn.fill, `${site}: the duck is filled, not a hairline`).not.toBe("none");
        expect(drawn.size, site).toBeGreaterThanOrEqual(14);
        expect(drawn.visible && drawn.beside, site).toBe(true);
      }
    });
  }
});
