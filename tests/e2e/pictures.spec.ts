import { expect, test, type Locator, type Page } from "@playwright/test";
import { contrastRatio } from "../../lib/colour/contrast";
import { siteUrl } from "./server-env";

/**
 * The pictures a visitor sees on inner pages and in video cards: each a drawing of its own
 * subject, in the page's colours, with a description for a screen reader.
 */

/** How many different colours the picture shows, read from its pixels: an empty panel shows one. */
const coloursOf = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [160, 120];
    const context = canvas.getContext("2d");
    if (!context) return 0;
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    // Rounded to 32 steps a channel, so that the edges' anti-aliasing does not count.
    for (let at = 0; at < pixels.length; at += 4) colours.add(((pixels[at]! >> 3) << 10) | ((pixels[at + 1]! >> 3) << 5) | (pixels[at + 2]! >> 3));
    return colours.size;
  });

/** The file the poster shows, once loaded, as the browser picked it from its <source>s. */
const posterFile = (poster: Locator) =>
  poster.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).pathname : ""));

/** Each site's clips, and the words each poster's description starts with. */
const videoCards = [
  { site: "forum", videos: ["food-distribution", "cafe"], alts: ["Crates of apples, bread and carrots", "A red coffee pot, three steaming cups"] },
  { site: "political", videos: ["river", "garden"], alts: ["The sun rising behind the trees", "A picket fence in front of the vegetable beds"] },
] as const;

for (const { site, videos, alts } of videoCards) {
  test.describe(`${site}: the video cards show drawn posters`, () => {
    test.describe("light", () => {
      test.use({ colorScheme: "light" });

      test("each card shows its own drawing, described, sized and fetched with the page at low priority, and the night drawing once the switch turns the page dark", async ({ page }) => {
        await page.goto(siteUrl(site, "/en"));
        const posters = page.locator("main figure picture img");
        await expect(posters).toHaveCount(videos.length);
        for (const [index, video] of videos.entries()) {
          const poster = posters.nth(index);
          // Round 85 replaced "lazy": a lazy drawing was still missing when the card came into view.
          await expect(poster).toHaveAttribute("fetchpriority", "low");
          await expect(poster).toHaveAttribute("width", "320");
          await expect(poster).toHaveAttribute("height", "240");
          expect(await poster.getAttribute("alt")).toMatch(new RegExp(`^${alts[index]}`));
          await poster.scrollIntoViewIfNeeded();
          await expect.poll(() => posterFile(poster)).toBe(`/images/${video}.svg`);
          expect(await coloursOf(poster), video).toBeGreaterThan(8);
          // It covers the clip's whole 4:3 box, under the play button.
          const box = await poster.boundingBox();
          const stage = await page.locator("main figure video").nth(index).boundingBox();
          expect(box && stage && Math.abs(box.height - stage.height) < 1 && Math.abs(box.width - stage.width) < 1).toBe(true);
          await expect(page.getByRole("link", { name: /^Play video: / }).nth(index)).toBeVisible();
        }
        await page.getByRole("switch", { name: "Dark mode" }).click();
        for (const [index, video] of videos.entries()) await expect.poll(() => posterFile(posters.nth(index))).toBe(`/images/${video}-dark.svg`);
      });
    });

    test.describe("dark", () => {
      test.use({ colorScheme: "dark" });

      test("each card shows the night version of its drawing, a picture rather than a flat panel", async ({ page }) => {
        await page.goto(siteUrl(site, "/en"));
        for (const [index, video] of videos.entries()) {
          const poster = page.locator("main figure picture img").nth(index);
          await poster.scrollIntoViewIfNeeded();
          await expect.poll(() => posterFile(poster)).toBe(`/images/${video}-dark.svg`);
          expect(await coloursOf(poster), video).toBeGreaterThan(8);
        }
      });
    });
  });
}

test("the poster gives way to the clip when the visitor plays it", async ({ page }) => {
  await page.goto(siteUrl("forum", "/en"));
  const poster = page.getByRole("img", { name: "A red coffee pot, three steaming cups and a cake on the table of the Tuesday cafe" });
  await poster.scrollIntoViewIfNeeded();
  await expect(poster).toBeVisible();
  await page.getByRole("link", { name: "Play video: Cafe on Tuesdays" }).click();
  await expect(poster).toHaveCount(0);
  await expect(page.locator("main video").nth(1)).toHaveJSProperty("controls", true);
});

/** The page's first drawing beside its text (at the column's top or beside its section): its description and what it looks like. */
async function drawingOf(page: Page, path: string, site: string) {
  await page.goto(siteUrl(site, path));
  const drawing = page.locator("main article :is([data-article-aside], [data-section-beside]) [role=img]").first();
  await expect(drawing.locator("svg")).toBeVisible();
  return { name: await drawing.getAttribute("aria-label"), pixels: await drawing.screenshot() };
}

const pairs = [
  { site: "forum", pages: ["/en/2022", "/en/2023"], names: [/sunflowers/, /sack truck/] },
  { site: "writing", pages: ["/en/concept", "/en/authorship"], names: [/Three blocks/, /signed by its author/] },
] as const;

for (const { site, pages, names } of pairs) {
  test(`${site}: ${pages.join(" and ")} each show a drawing of their own subject`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const first = await drawingOf(page, pages[0], site);
    const second = await drawingOf(page, pages[1], site);
    expect(first.name).toMatch(names[0]);
    expect(second.name).toMatch(names[1]);
    expect(first.pixels.equals(second.pixels)).toBe(false);
  });
}

test.describe("vault: the inscription in dark mode", () => {
  test.use({ colorScheme: "dark" });

  for (const width of [390, 1366]) {
    test(`at ${width} px its names are at least the body's size, its years a size under them, all at AA contrast on the slab`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl("vault", "/en"));
      await expect(page.locator("body")).not.toHaveClass(/light-mode/);
      const inscription = page.getByRole("list", { name: "Who rests in the vault" });
      await expect(inscription.locator("li")).toHaveCount(6);
      const measured = await inscription.evaluate((list) => {
        /** A CSS colour as #rrggbb, as the page paints it. */
        const hex = (colour: string) => {
          const canvas = document.createElement("canvas");
          [canvas.width, canvas.height] = [1, 1];
          const context = canvas.getContext("2d")!;
          context.fillStyle = colour;
          context.fillRect(0, 0, 1, 1);
          const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
          return `#${[r, g, b].map((channel) => channel!.toString(16).padStart(2, "0")).join("")}`;
        };
        const slab = getComputedStyle(list.closest("figure")!);
        // The slab's ground: its colour, or every stop of its gradient.
        const stops = slab.backgroundImage.match(/(rgba?|color)\([^)]*\)/g) ?? [];
        const grounds = [...stops, slab.backgroundColor].filter((colour) => !/^rgba\(0, 0, 0, 0\)$/.test(colour)).map(hex);
        const texts = [...list.querySelectorAll("span")].map((span) => ({ text: span.textContent, colour: hex(getComputedStyle(span).color), size: parseFloat(getComputedStyle(span).fontSize) }));
        return { grounds, texts, body: parseFloat(getComputedStyle(document.body).fontSize) };
      });
      expect(measured.grounds.length).toBeGreaterThan(0);
      expect(measured.texts).toHaveLength(12);
      // Round 83 replaced the years at the names' size: a tablet's dates stand a size under its
      // names (0.8 em, spaced), the names at the body's size at least.
      // Round 89 replaced "the names at the body's size" on a phone: each name and its years share one
      // line there (review r89-a: the slab ran to ~540 px), the names in spaced capitals at 15 px, whose
      // capitals stand as tall as the body's 19 px lower case; the years at 16 px (round 85) beside them.
      const nameSize = width < 600 ? 15 : measured.body;
      for (const [index, { text, colour, size }] of measured.texts.entries()) {
        expect(size, text ?? "").toBeGreaterThanOrEqual(index % 2 === 0 ? nameSize : measured.body * 0.75);
        for (const ground of measured.grounds) expect(contrastRatio(colour, ground), `${text} ${colour} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
