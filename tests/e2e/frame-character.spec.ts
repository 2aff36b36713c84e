import { expect, test } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import it from "../../messages/it.json" with { type: "json" };
import lt from "../../messages/lt.json" with { type: "json" };
import ru from "../../messages/ru.json" with { type: "json" };
import ta from "../../messages/ta.json" with { type: "json" };
import { siteUrl } from "./server-env";

const texts = { en, de, es, ru, ar, lt, it, ta } as const;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Drawn {
  look: string;
  radius: string;
  track: string;
  thumb: string;
  shown: (string | null)[];
}

/** What the slider draws: its track's corners and colour, its thumb's colour and which icon it shows. */
function drawn(selector: string): Drawn {
  const root = document.querySelector<HTMLElement>(selector)!;
  const track = getComputedStyle(root.querySelector(".dark-mode-track")!);
  const thumb = root.querySelector(".dark-mode-thumb")!;
  const shown = [...thumb.querySelectorAll("svg")].filter((svg) => getComputedStyle(svg).display !== "none").map((svg) => svg.getAttribute("class"));
  return { look: root.dataset.switch ?? "", radius: track.borderTopLeftRadius, track: `${track.backgroundColor} ${track.backgroundImage}`, thumb: getComputedStyle(thumb).backgroundColor, shown };
}

test.describe("the dark-mode slider in the site's form", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("at least three forms across the sites, each declared, each drawn differently", async ({ page }) => {
    const forms = new Map<string, string>();
    for (const site of ["syma", "vault", "forum", "morpheme", "lobby", "peace"]) {
      await page.goto(siteUrl(site, "/en"));
      const slider = await page.evaluate(drawn, ".header-tools .dark-mode-switch");
      expect(slider.look, site).toMatch(/^(lamp|celestial|stamp|pill)$/);
      forms.set(slider.look, `${slider.radius} ${slider.track} ${slider.thumb}`);
    }
    expect(forms.size).toBeGreaterThanOrEqual(3);
    expect(new Set(forms.values()).size, "each form is drawn in its own way").toBe(forms.size);
  });

  test("both states are deliberate settings: a sun on a filled thumb in the light, a moon in the dark, and the track coloured in both", async ({ browser }) => {
    for (const site of ["syma", "vault", "lobby", "morpheme"]) {
      const context = await browser.newContext({ colorScheme: "dark", viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(siteUrl(site, "/en"));
      const toggle = page.locator(".header-tools").getByRole("switch", { name: en.shell.darkMode });
      await expect(toggle).toHaveAttribute("aria-checked", "true");
      const dark = await page.evaluate(drawn, ".header-tools .dark-mode-switch");
      expect(dark.shown, site).toEqual(["dark-mode-moon"]);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-checked", "false");
      const light = await page.evaluate(drawn, ".header-tools .dark-mode-switch");
      expect(light.shown, site).toEqual(["dark-mode-sun"]);
      expect(light.thumb, `${site}: the light thumb is filled`).not.toBe("rgba(0, 0, 0, 0)");
      expect(light.track, `${site}: the light track has a colour of its own, not the dark one`).not.toBe(dark.track);
      expect(light.track.startsWith("rgba(0, 0, 0, 0) none"), site).toBe(false);
      await context.close();
    }
  });

  test("a visible focus ring and a 44 px target", async ({ page }) => {
    await page.goto(siteUrl("lobby", "/en"));
    const toggle = page.locator(".header-tools .dark-mode-switch");
    await toggle.focus();
    const ring = await toggle.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe("none");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });

  test("mirrored in Arabic: the dark thumb stands at the reading line's end, on the left", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark", viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(siteUrl("vault", "/ar"));
    const [track = 0, thumb = 0] = await page.evaluate(() =>
      [".header-tools .dark-mode-track", ".header-tools .dark-mode-thumb"].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return box.left + box.width / 2;
      }),
    );
    expect(thumb).toBeLessThan(track);
    await context.close();
  });
});

test.describe("the phone's menu button", () => {
  test.use(phone);

  test('says "Menu" in every language, within the phone header\'s height', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [locale, messages] of Object.entries(texts)) {
      for (const site of ["syma", "forum", "peace"]) {
        await page.goto(siteUrl(site, `/${locale}`), { waitUntil: "domcontentloaded" });
        await page.evaluate(() => document.fonts.ready);
        const button = page.locator(".site-header .menu-toggle");
        await expect(button, `${site} ${locale}`).toHaveAccessibleName(messages.siteNavigation.menu);
        const word = button.locator(".menu-toggle-word");
        await expect(word, `${site} ${locale}`).toBeVisible();
        await expect(word).toHaveText(messages.siteNavigation.menu);
        const measure = await page.evaluate(() => {
          const header = document.querySelector(".site-header")!.getBoundingClientRect();
          const toggle = document.querySelector(".menu-toggle")!.getBoundingClientRect();
          const text = document.querySelector(".menu-toggle-word")!;
          // The word's ink as laid out, not its box: a word cut or run past the button shows here.
          const range = document.createRange();
          range.selectNodeContents(text);
          const box = range.getBoundingClientRect();
          return { header: header.height, inside: box.left >= toggle.left - 0.5 && box.right <= toggle.right + 0.5 && box.bottom <= toggle.bottom + 0.5, whole: box.width > 10 && getComputedStyle(text).whiteSpace === "nowrap", size: parseFloat(getComputedStyle(text).fontSize), width: toggle.width, height: toggle.height };
        });
        expect(measure.header, `${site} ${locale}`).toBeLessThanOrEqual(84.4);
        expect({ inside: measure.inside, whole: measure.whole }, `${site} ${locale}`).toEqual({ inside: true, whole: true });
        expect(measure.size, `${site} ${locale}`).toBeGreaterThanOrEqual(12);
        expect(Math.min(measure.width, measure.height), `${site} ${locale}`).toBeGreaterThanOrEqual(44);
      }
    }
  });

  test("the open panel explains its closed entries once, under them, and sets its entries in the site's face", async ({ page }) => {
    for (const [locale, messages] of [["en", en], ["ar", ar], ["ta", ta]] as const) {
      await page.goto(siteUrl("vault", `/${locale}`));
      await page.locator(".menu-toggle").click();
      const note = page.locator(".menu-panel .menu-panel-note");
      await expect(note, locale).toBeVisible();
      await expect(note).toHaveText(messages.shellFrame.membersNote);
      const [notey, lasty] = await page.evaluate(() => {
        const entries = [...document.querySelectorAll(".menu-panel .menu-row .menu-button[aria-disabled=true]")];
        return [document.querySelector(".menu-panel-note")!.getBoundingClientRect().top, entries.at(-1)!.getBoundingClientRect().bottom];
      });
      expect(notey).toBeGreaterThanOrEqual(lasty - 0.5);
      const faces = await page.evaluate(() => [getComputedStyle(document.querySelector(".menu-panel .menu-row .menu-button")!).fontFamily, getComputedStyle(document.querySelector(".site-title")!).fontFamily]);
      expect(faces[0]).toBe(faces[1]);
    }
  });

  test("a site whose visitor's menu has no closed entries says nothing of members", async ({ page }) => {
    await page.goto(siteUrl("political", "/en"));
    await page.locator(".menu-toggle").click();
    await expect(page.locator(".menu-panel .menu-panel-note")).toHaveCount(0);
  });
});

test.describe("the footer's own character", () => {
  test.use(phone);

  test("a footer that holds little else says in one line what the site is, under its name, and stays short on a phone", async ({ page }) => {
    for (const site of ["morpheme", "languages", "vault"] as const) {
      for (const [locale, messages] of [["en", en], ["ar", ar], ["ta", ta]] as const) {
        await page.goto(siteUrl(site, `/${locale}`));
        const footer = page.locator("footer.site-footer");
        const line = footer.locator(".footer-line");
        await expect(line, `${site} ${locale}`).toHaveText(messages.sites[site].description);
        const [name, said, height] = await footer.evaluate((element) => [
          element.querySelector(".footer-name")!.getBoundingClientRect().bottom,
          element.querySelector(".footer-line")!.getBoundingClientRect().top,
          element.getBoundingClientRect().height,
        ]);
        expect(said, `${site} ${locale}: the line under the name`).toBeGreaterThanOrEqual((name ?? 0) - 0.5);
        // The longest, Tamil's, takes four lines of 390 px: the footer stays within 60 % of an 844 px screen.
        expect(height, `${site} ${locale}: the footer stays short on a phone`).toBeLessThanOrEqual(844 * 0.6);
      }
    }
  });

  test("footers with facts of their own (a notice board, a title block) keep to them", async ({ page }) => {
    for (const site of ["forum", "syma", "lobby"]) {
      await page.goto(siteUrl(site, "/en"));
      await expect(page.locator("footer .footer-line"), site).toHaveCount(0);
    }
  });
});
