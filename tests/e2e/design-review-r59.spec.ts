import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { signInShared } from "./support/auth";
import { DESKTOP, PHONE } from "./support/geometry";

/**
 * What the round-58 review still held against the members' tools (syma, phone and laptop), and
 * what a member now sees instead.
 */

async function openTool(page: Page, tool: "calendar" | "playground" | "autoclave") {
  await page.goto(siteUrl("syma", `/en/various/${tool}`));
  const section = page.locator("section.various-section");
  await expect(section.locator(".lead")).toBeVisible({ timeout: 20_000 });
  return section;
}

async function calendarReady(page: Page) {
  await expect(page.getByTestId("time-recording-calendar")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("section#calendar [data-state]")).toBeVisible();
}

test.describe("round-59 review: the members' tools", () => {
  test("the three tools' views open alike: the lead at one distance under the title, in one size and the text's colour", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "syma");
    const openings: Record<string, { gap: number; size: string; colour: string }> = {};
    for (const tool of ["calendar", "playground", "autoclave"] as const) {
      const section = await openTool(page, tool);
      openings[tool] = await section.evaluate((element) => {
        const title = element.closest("article")!.querySelector("h1")!.getBoundingClientRect();
        const lead = element.querySelector(".lead")!;
        return {
          gap: Math.round(lead.getBoundingClientRect().top - title.bottom),
          size: getComputedStyle(lead).fontSize,
          colour: getComputedStyle(lead).color,
        };
      });
    }
    // The autoclave's lead stood 42 px under its title, the others' 21 px; the calendar's was small and grey.
    expect(openings.autoclave).toEqual(openings.playground);
    expect(openings.calendar).toEqual(openings.playground);
    expect(openings.playground!.gap).toBeLessThan(32);
  });

  test("the calendar writes an entry's times whole, as the sun-and-moon card does: never FullCalendar's \"8a\", each end of a range with its AM or PM", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "syma");
    await openTool(page, "calendar");
    await calendarReady(page);
    const calendar = page.getByTestId("time-recording-calendar");
    // The month view: the sample week's first entry.
    await expect(calendar.getByText("8:00 AM", { exact: true }).first()).toBeVisible();
    expect(await calendar.evaluate((element) => /\b\d{1,2}(:\d\d)?[ap]\b/.test(element.textContent ?? ""))).toBe(false);
    // The list: a range keeps the PM of its start ("12:30 – 4:30pm" before).
    await calendar.getByRole("tab", { name: "List view" }).click();
    await expect(calendar.getByText("12:30 PM\u00a0– 4:30 PM", { exact: true }).first()).toBeVisible();
    await expect(calendar.getByText("8:00 AM\u00a0– 12:00 PM", { exact: true }).first()).toBeVisible();
  });

  test("the calendar's buttons are the page's buttons: as tall as \"New entry\" above them, and the day's moon stays smaller than its date", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "syma");
    const section = await openTool(page, "calendar");
    await calendarReady(page);
    const newEntry = await section.getByRole("button", { name: "New entry" }).boundingBox();
    const calendar = page.getByTestId("time-recording-calendar");
    for (const name of ["Month view", "Week view", "Day view", "List view"]) {
      const button = await calendar.getByRole("tab", { name }).boundingBox();
      expect(Math.abs(button!.height - newEntry!.height), name).toBeLessThanOrEqual(1);
    }
    const moonAndDate = await calendar.locator("svg.moon-icon").first().evaluate((moon) => {
      const cell = moon.closest("td, th, [role=gridcell], [role=columnheader]") ?? moon.parentElement!;
      const digits = [...cell.querySelectorAll("*")].find((element) => /^\d{1,2}$/.test(element.textContent?.trim() ?? "") && element.children.length === 0);
      return { moon: moon.getBoundingClientRect().height, date: parseFloat(getComputedStyle(digits ?? cell).fontSize) };
    });
    expect(moonAndDate.moon).toBeLessThan(moonAndDate.date);
  });

  test("the playground's head names stand on one line at 1366 px, and \"1/8\" is level with the fields beside it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInShared(page, "syma");
    const section = await openTool(page, "playground");
    await section.getByRole("tab", { name: "Configuration" }).click();
    const table = section.locator("table");
    const bottoms = await table.locator("thead th").evaluateAll((cells) =>
      Object.fromEntries(cells.map((cell) => [cell.textContent, Math.round(cell.getBoundingClientRect().bottom)])),
    );
    // "Offset" carried a two-line hint and stood 35 px above "Name" and "Address" (the hint is now under the table).
    expect(bottoms["Offset"]).toBe(bottoms["Name"]);
    expect(bottoms["Address"]).toBe(bottoms["Name"]);
    await expect(section.getByText("Offset: byte.bit, empty = automatic.")).toBeVisible();
    const row = page.getByTestId("variable-Pump_On");
    const centres = await row.evaluate((element) => {
      const middle = (node: Element) => {
        const box = node.getBoundingClientRect();
        return box.top + box.height / 2;
      };
      return { bytes: middle(element.querySelector("td[data-label=Bytes] > span")!), name: middle(element.querySelector("td[data-label=Name] input")!) };
    });
    expect(Math.abs(centres.bytes - centres.name)).toBeLessThanOrEqual(1);
  });

  test("on a phone the playground's variables are lines until one is opened: the page is a third as long, \"Add variable\" within three screens", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInShared(page, "syma");
    const section = await openTool(page, "playground");
    await section.getByRole("tab", { name: "Configuration" }).click();
    const add = await section.getByRole("button", { name: "Add variable" }).evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    // The cards of fields put it 6,000 px down the page.
    expect(add).toBeLessThan(3 * PHONE.height);
    // A problem shows on the line itself: Pump_On overlaps Status_Word.
    await expect(page.getByTestId("variable-Pump_On").getByRole("button", { expanded: false })).toContainText("⚠");
    await expect(page.getByTestId("variable-Pump_On").getByRole("button", { expanded: false })).toHaveAccessibleName(/Overlaps Status_Word/);
  });
});

test.describe("round-59 review: inner pages on a laptop", () => {
  test("a page with a column beside its text spans the header's frame: the title at the logo's edge, the column's end under the switches", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [site, path] of [["forum", "/en/2024"], ["peace", "/en/work"], ["writing", "/en/concept"], ["peace", "/ar/auschwitz"]] as const) {
      await page.goto(siteUrl(site, path));
      const edges = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        // The page's frame: main's content box, whose width the header and footer share.
        const main = document.querySelector("main")!;
        const style = getComputedStyle(main);
        const outer = main.getBoundingClientRect();
        return {
          frameStart: outer.left + parseFloat(style.paddingLeft),
          frameEnd: outer.right - parseFloat(style.paddingRight),
          title: box("main h1"),
          column: box("main [data-article-aside]"),
          rtl: document.documentElement.dir === "rtl",
        };
      });
      // Centred in the frame, a year page's text stood 51 px in from the logo.
      if (edges.rtl) {
        expect(Math.abs(edges.title.right - edges.frameEnd), `${site}${path}`).toBeLessThanOrEqual(2);
        expect(Math.abs(edges.column.left - edges.frameStart), `${site}${path}`).toBeLessThanOrEqual(2);
      } else {
        expect(Math.abs(edges.title.left - edges.frameStart), `${site}${path}`).toBeLessThanOrEqual(2);
        expect(Math.abs(edges.column.right - edges.frameEnd), `${site}${path}`).toBeLessThanOrEqual(2);
      }
    }
  });

  test("a pull quote never stands level with the paragraph it repeats, and a year page leads on to the next part after its event plan", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [site, path] of [["forum", "/en/2024"], ["forum", "/en/2020"], ["peace", "/en/work"], ["peace", "/en/auschwitz"], ["syma", "/en/cv"], ["writing", "/en/exin1"]] as const) {
      await page.goto(siteUrl(site, path));
      const quote = page.locator("main article figure[data-beside] blockquote");
      await expect(quote, `${site}${path}`).toBeVisible();
      const level = await quote.evaluate((element) => {
        const words = element.textContent!.trim();
        const own = element.getBoundingClientRect();
        return [...document.querySelectorAll("main article [data-article-body] p")]
          .filter((paragraph) => !paragraph.closest("figure") && paragraph.textContent!.includes(words))
          .some((paragraph) => {
            const text = paragraph.getBoundingClientRect();
            return text.top < own.bottom && own.top < text.bottom;
          });
      });
      expect(level, `${site}${path}`).toBe(false);
    }
    await page.goto(siteUrl("forum", "/en/2024"));
    const plan = await page.locator("main article table").boundingBox();
    const next = await page.locator("main [data-group-nav]").boundingBox();
    expect(next!.y).toBeGreaterThan(plan!.y + plan!.height);
  });

  test("two clips side by side start their titles and descriptions level, however long each description", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("political", "/en"));
    const captions = await page.locator("main figcaption:has(button)").evaluateAll((elements) =>
      elements.map((caption) => [...caption.querySelectorAll(":scope > span")].slice(0, 2).map((part) => Math.round(part.getBoundingClientRect().top))),
    );
    expect(captions.length).toBeGreaterThanOrEqual(2);
    // The shorter description started 9 px lower than the longer one beside it.
    expect(captions[1]).toEqual(captions[0]);
  });
});

