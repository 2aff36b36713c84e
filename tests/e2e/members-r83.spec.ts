import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import type { ToolId } from "@/features/account/hub/tools";
import { siteUrl } from "./server-env";
import { resolvedColour, rgbContrast } from "./support/colours";
import { DESKTOP, PHONE, box } from "./support/geometry";
import type { AuthSite } from "./support/auth";
import { editorReady, gotoTool, signInForTools } from "./support/various";

/** What the round-83 review held against the members' area (signed in with the shared access of the forum and of a second site), and what a member now sees. */

/**
 * The tool's visible words set under the data's 15 px, except labels: 14 px at least in the muted
 * colour (column names, field labels, keys). Drawings apart (their own floor holds them).
 */
async function smallDataRuns(page: Page, root: string): Promise<string[]> {
  const muted = await resolvedColour(page, "var(--muted)");
  return page.evaluate(([selector, mutedColour]) => {
    const runs: string[] = [];
    const walker = document.createTreeWalker(document.querySelector(selector)!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest("svg, .visually-hidden, [aria-hidden=true]")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const label = style.color === mutedColour && size >= 13.95;
      if (size < 14.95 && !label) runs.push(`${size}px ${style.color === mutedColour ? "muted" : style.color}: ${text.slice(0, 30)}`);
    }
    return runs;
  }, [root, muted] as const);
}

/** The footer's top in the document: what moves when something above it grows. */
const footerTop = (page: Page) => page.evaluate(() => document.querySelector("body > footer, footer.site-footer, footer")!.getBoundingClientRect().top + window.scrollY);

/** A signed-in page of the same session with scripts off: what the server sends, the state before the tool's code has run. */
async function serverRendered(page: Page, url: string, viewport: { width: number; height: number }) {
  const browser = page.context().browser()!;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  await context.addCookies(await page.context().cookies());
  const first = await context.newPage();
  await first.goto(url);
  await first.evaluate(() => document.fonts.ready);
  return { page: first, close: () => context.close() };
}

const accent = async (page: Page) => ({ accent: await resolvedColour(page, "var(--accent)"), onAccent: await resolvedColour(page, "var(--on-accent)") });

test.describe("round-83 review: the members' area", () => {
  test("the tools set their data at 15 px or more and their labels at 14 px in the muted colour, on a laptop and a phone, and the playground's table keeps its columns", async ({ page }) => {
    test.slow();
    for (const site of ["forum", "vault"] as const) {
      await signInForTools(page, site);
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const tool of ["playground", "editor", "autoclave", "calendar", "settings"] as const satisfies readonly ToolId[]) {
          await gotoTool(page, tool, site);
          if (tool === "editor") await editorReady(page);
          if (tool === "calendar") await expect(page.getByTestId("time-recording-calendar")).toBeVisible();
          if (tool === "playground") await expect(page.getByTestId("plc-playground")).toBeVisible();
          // The editor's rows, the calendar's entries, the autoclave's readings and the settings' keys were 14 px.
          expect(await smallDataRuns(page, `section#${tool}`), `${site} ${tool} at ${viewport.width}`).toEqual([]);
          if (tool === "playground") {
            const table = page.getByTestId("variable-Pump_On").locator("xpath=ancestor::table");
            const fits = await table.evaluate((node) => node.scrollWidth <= node.clientWidth + 1 && node.getBoundingClientRect().right <= document.documentElement.clientWidth);
            expect(fits, `playground table at ${viewport.width}`).toBe(true);
          }
        }
      }
    }
  });

  test("the language editor and the calendar open without moving the page: the footer stands where it stood while they loaded, and the loading sentence is a status", async ({ page }) => {
    test.slow();
    await signInForTools(page);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const tool of ["editor", "calendar", "playground", "autoclave"] as const) {
        const url = siteUrl("forum", `/en/various/${tool}`);
        const first = await serverRendered(page, url, viewport);
        const status = first.page.locator(`section#${tool} [role=status]`);
        const loading = { editor: en.languageEditor.loading, calendar: en.timeRecording.loading, playground: en.plc.loading, autoclave: en.autoclave.loading }[tool];
        await expect(status).toHaveText(loading);
        const before = await footerTop(first.page);
        await first.close();
        await gotoTool(page, tool);
        if (tool === "editor") await editorReady(page);
        if (tool === "calendar") await expect(page.getByTestId("time-recording-calendar")).toBeVisible();
        if (tool === "playground") await expect(page.getByTestId("plc-playground")).toBeVisible();
        if (tool === "autoclave") await expect(page.getByTestId("autoclave-simulation")).toBeVisible();
        await expect(page.locator(`section#${tool} [data-tool-skeleton], section#${tool} [data-editor-loading]`)).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        const after = await footerTop(page);
        // The editor's page grew from about 1,100 to 3,500 px (5,300 px more on a phone), the calendar's by 1,000 px.
        expect(Math.abs(after - before), `${tool} at ${viewport.width}: footer at ${before} while loading, ${after} when ready`).toBeLessThan(viewport.height / 6);
      }
    }
  });

  test("the ways back and the sign-out are 44 px tall targets on lines that kept their height, and the playground's fields on a phone too", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await gotoTool(page, "settings");
    const trail = page.getByRole("navigation", { name: en.members.hub.trail });
    const tools = trail.getByRole("link", { name: en.paths.various, exact: true });
    // "Tools" was 40 × 25, "All tools" 60 × 25.
    expect((await box(tools)).height).toBeGreaterThanOrEqual(44);
    expect((await box(trail.locator("li").first())).height).toBeLessThan(34);
    const back = page.locator("main").getByRole("link", { name: en.members.hub.back, exact: true });
    expect((await box(back)).height).toBeGreaterThanOrEqual(44);
    expect((await box(page.locator("main p").filter({ has: page.getByRole("link", { name: en.members.hub.back, exact: true }) }))).height).toBeLessThan(34);
    await page.goto(siteUrl("forum", "/en/protected"));
    // "Sign out" was 62 × 25.
    const signOut = page.locator("main").getByRole("link", { name: en.paths.log_out, exact: true });
    expect((await box(signOut)).height).toBeGreaterThanOrEqual(44);
    await page.goto(siteUrl("forum", "/en/intern/chat"));
    // "Back to the internal area" was 183 × 25.
    const toIntern = page.locator("main").getByRole("link", { name: en.auth.notEntitled.toIntern });
    expect((await box(toIntern)).height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize(PHONE);
    await gotoTool(page, "playground");
    await expect(page.getByTestId("plc-playground")).toBeVisible();
    // The data area's fields were 39 px tall on a phone, its selects 37.
    const small = await page.locator("section#playground").evaluate((section) =>
      [...section.querySelectorAll("input:not([type=checkbox]):not([type=radio]), select")]
        .map((field) => ({ name: field.getAttribute("aria-label") ?? field.id, height: field.getBoundingClientRect().height }))
        .filter((field) => field.height > 0 && field.height < 43.5),
    );
    expect(small).toEqual([]);
  });

  // Round 85 replaced "as tall as their own words": cards of uneven heights (170 beside 93 px) left
  // holes in the right column of the 2×2 grid; the two cards of a row now stand equally tall, each
  // card's title in the same place, its status line (note or action) at its foot.
  test("the overview's cards on a laptop stand equally tall in their row, the status line at each card's foot", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en/dashboard"));
    for (const name of [en.paths.protected, en.paths.various]) {
      const card = page.locator("main [data-link-cards] > li").filter({ has: page.getByRole("link", { name, exact: true }) });
      const beside = await card.evaluate((node) => {
        const own = node.getBoundingClientRect();
        const other = [...node.parentElement!.children].find((item) => item !== node && Math.abs(item.getBoundingClientRect().top - own.top) < 1);
        return other ? Math.abs(other.getBoundingClientRect().height - own.height) : 0;
      });
      expect(beside, name).toBeLessThanOrEqual(1);
    }
    for (const status of await page.locator("main [data-link-cards] > li > p:last-child:not(:nth-child(3))").all()) {
      const room = await status.evaluate((line) => line.parentElement!.getBoundingClientRect().bottom - line.getBoundingClientRect().bottom);
      expect(room).toBeLessThan(30);
    }
  });

  test("the chat's closed door keeps 'Members' marked in the menu and sets the registration beside its text on a laptop, on two sites", async ({ page }) => {
    for (const site of ["forum", "writing"] as const satisfies readonly AuthSite[]) {
      await signInForTools(page, site);
      await page.setViewportSize(DESKTOP);
      await page.goto(siteUrl(site, "/en/intern/chat"));
      await expect(page.locator("main h1")).toHaveText(en.auth.notEntitled.heading);
      // "Members" lost its current mark here, on every other members' page it had it.
      const current = page.locator("header .members-list [aria-current=page]");
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", "/en/intern");
      const marked = await page.locator("header .members-toggle").evaluate((node) => node.closest("li")!.matches(":has(> .group-list [aria-current='page'])"));
      expect(marked).toBe(true);
      // A 480 px card in a 1,110 px column: now the text, and the form beside it.
      const registration = page.locator("main #register");
      await expect(registration.locator("form")).toBeVisible();
      const [text, form] = [await box(page.locator("main [data-article-body]")), await box(registration)];
      expect(form.x).toBeGreaterThanOrEqual(text.x + text.width);
      expect(form.x + form.width - text.x).toBeGreaterThan(900);
    }
  });

  test("the calendar marks the chosen view and Today in the site's accent with its own text colour, light and dark, and its weeks start on Monday in English and German", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoTool(page, "calendar");
      const calendar = page.getByTestId("time-recording-calendar");
      const month = calendar.getByRole("tab", { name: "Month view" });
      await expect(month).toHaveAttribute("aria-selected", "true");
      const today = calendar.getByRole("button", { name: "This Month" });
      await expect(today).toBeDisabled();
      const colours = await accent(page);
      for (const button of [month, today]) {
        const look = await button.evaluate((node) => ({ ground: getComputedStyle(node).backgroundColor, words: getComputedStyle(node).color }));
        // A pale salmon with dark words read as pressed or switched off.
        expect(look, scheme).toEqual({ ground: colours.accent, words: colours.onAccent });
        expect(rgbContrast(look.ground, look.words), scheme).toBeGreaterThanOrEqual(4.5);
      }
      const week = calendar.getByRole("tab", { name: "Week view" });
      expect(await week.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe(colours.accent);
    }
    for (const [locale, monday] of [["en", "Monday"], ["de", "Montag"]] as const) {
      await gotoTool(page, "calendar", "forum", locale);
      const first = page.getByTestId("time-recording-calendar").locator("[role=columnheader]").first();
      // English weeks began on Sunday (en-US) for a German organisation.
      await expect(first).toHaveText(new RegExp(`^${monday}`));
    }
  });

  // Round 86 replaced the two columns that ended close together (the shorter column's cards shared
  // its slack, 60 px of empty card at the foot of two of them): one column of cards, so no column
  // ends apart from another and no card holds empty room (design-review-r86-d).
  // Round 89 replaced "one column": a column of 832 px in the 1,180 px page ran 2,392 px tall (the
  // review, r89-b); two columns, each a stack of cards as tall as their content (design-review-r89-d).
  test("the settings' cards stand in two columns on a laptop", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await gotoTool(page, "settings");
    await expect(page.locator("section#settings [data-testid=info-technical]")).toBeVisible();
    const lefts = await page.locator("section#settings").evaluate((section) => {
      const groups = [...section.querySelectorAll("section[aria-labelledby^='settings-']")].map((group) => group.getBoundingClientRect());
      return new Set(groups.map((rect) => Math.round(rect.left))).size;
    });
    expect(lefts).toBe(2);
  });

  // Round 89 replaced "the other sites' tools in the closed fold read as its contents": round 83's
  // muted names (and round 88's plain words with a "Show the 4 tools" control) listed the tools twice
  // (the review, r89-b). They are links now, in the links' colour, with their drawings in the accent;
  // what stays is that the card beside the settings is as tall as its own content, no empty half.
  test("the other sites' tools read as links in the links' look, and their card keeps its own height", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en/various"));
    const other = page.locator("main [data-other-tools]");
    const muted = await resolvedColour(page, "var(--muted)");
    const names = other.locator("[data-other-names] a");
    await expect(names).toHaveCount(4);
    for (const name of await names.all()) expect(await name.evaluate((node) => getComputedStyle(node).color)).not.toBe(muted);
    const fold = await box(other);
    const last = await box(other.locator("[data-other-names] > li").last());
    // Stretched to the settings card's height, it stood half empty.
    expect(fold.y + fold.height - (last.y + last.height)).toBeLessThanOrEqual(40);
    await expect(other.getByRole("link", { name: en.paths.toolCalendar })).toBeVisible();
  });
});
