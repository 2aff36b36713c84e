import { expect, test } from "@playwright/test";
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { DESKTOP, PHONE } from "./support/geometry";
import { smallTextRuns } from "./support/type-size";
import { editorReady, gotoTool, signInForTools } from "./support/various";

/** What the round-81 review held against the members' area (signed in with the forum's shared access), and what a member now sees. */

test.describe("round-81 review: the members' area", () => {
  test("the tools set their labels, hints and table text at 14 px at least, on a laptop and a phone", async ({ page }) => {
    test.slow();
    await signInForTools(page);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await gotoTool(page, "playground");
      await expect(page.getByTestId("plc-playground")).toBeVisible();
      const tabs = page.locator("section#playground [role=tab]");
      await expect(tabs).toHaveCount(3);
      for (const tab of await tabs.all()) {
        await tab.click();
        // "automatic: 0.0" under the columns' names stood at 12.5 px, "Name" and "Data type" at 13.6 px.
        expect(await smallTextRuns(page), `playground ${await tab.textContent()} at ${viewport.width}`).toEqual([]);
      }
      await gotoTool(page, "editor");
      await editorReady(page);
      // The keys (shell.skipToContent) were 13 px of monospace; at 14 px since round 81, and since round 82
      // in the page's own face with figures of one width (the system's monospace matched no face of the site).
      const key = page.locator("#editor table").getByText("shell.skipToContent", { exact: true });
      await expect(key).toBeVisible();
      const face = await key.evaluate((node) => ({ key: getComputedStyle(node).fontFamily, page: getComputedStyle(document.body).fontFamily, figures: getComputedStyle(node).fontVariantNumeric }));
      expect(face.key).toBe(face.page);
      expect(face.key).not.toMatch(/mono/i);
      expect(face.figures).toContain("tabular-nums");
      expect(await smallTextRuns(page), `editor at ${viewport.width}`).toEqual([]);
      await gotoTool(page, "calendar");
      await expect(page.getByTestId("time-recording-calendar")).toBeVisible();
      // "+2 more" in a day of the month stood at 12 px, the sky box's "Sunrise" at 13.6 px.
      expect(await smallTextRuns(page), `calendar at ${viewport.width}`).toEqual([]);
      await gotoTool(page, "settings");
      await expect(page.getByTestId("stored-entries")).toBeVisible();
      expect(await smallTextRuns(page), `settings at ${viewport.width}`).toEqual([]);
    }
  });

  test("'Chat and documents' lists both, each marked closed under the lead that says how they open, and offers a switch to a personal account", async ({ page }) => {
    await signInForTools(page);
    for (const [locale, texts] of [
      ["en", en],
      ["de", de],
    ] as const) {
      await page.goto(siteUrl("forum", `/${locale}/intern`));
      const main = page.locator("main");
      for (const [name, describe] of [
        [texts.paths.chat, texts.auth.intern.describe.chat],
        [texts.paths.doc, texts.auth.intern.describe.doc],
      ] as const) {
        // The documents had no entry at all on a page named after them.
        const entry = main.locator("[data-link-cards] > li").filter({ has: page.locator('[aria-disabled="true"]', { hasText: name }) });
        await expect(entry, `${locale} ${name}`).toContainText(describe);
        await expect(entry, `${locale} ${name}`).toContainText(texts.auth.notEntitled.heading);
      }
      // How they open is said once, in the lead right above them, not again on each card.
      await expect(main.locator(".lead")).toHaveText(texts.auth.intern.leadShared);
      // Signed in already, the visitor switches accounts rather than signing in.
      await expect(main.getByTestId("duck-link")).toContainText(texts.auth.intern.duckPersonal);
    }
    expect(en.auth.intern.duckPersonal).toBe("Switch to your personal account");
  });

  // Round 89 replaced "the other sites' tools fold for real": the closed fold's switch named the four
  // tools and then offered "Show the 4 tools" that listed them again (the review, r89-b: two lists of
  // one set of names). One list of links under the sentence that says whose they are; round 82's
  // fault (links shown under a closed chevron, the sentence hidden) cannot return without a fold.
  test("the other sites' tools: the heading says how many, the sentence whose they are, and each is a link", async ({ page }) => {
    await signInForTools(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(siteUrl("forum", "/en/various"));
    const other = page.locator("main [data-other-tools]");
    await expect(other.locator("details")).toHaveCount(0);
    await expect(other.locator("h2")).toHaveText(en.members.hub.otherTools.replace("{count}", "4"));
    await expect(other.locator("[data-other-names] a")).toHaveText([en.paths.toolEditor, en.paths.toolPlayground, en.paths.toolAutoclave, en.paths.toolCalendar]);
    await expect(other.getByText(en.members.hub.otherToolsNote)).toBeVisible();
    await expect(other.locator("a")).toHaveCount(4);
    for (const link of await other.locator("a").all()) await expect(link).toBeVisible();
    await other.getByRole("link", { name: en.paths.toolCalendar }).click();
    await expect(page).toHaveURL(siteUrl("forum", "/en/various/calendar"));
  });

  test("the settings name what the browser keeps in plain words; storage keys, sizes and file versions wait in closed technical details", async ({ page }) => {
    await signInForTools(page);
    await gotoTool(page, "settings");
    const entries = page.getByTestId("stored-entries");
    await expect(entries.getByRole("listitem").filter({ hasText: en.storage.settings.browserData.names.baseData })).toBeVisible();
    // Developer words are not what a volunteer reads first.
    await expect(page.locator("main").getByText("baseData", { exact: true })).toBeHidden();
    for (const id of ["stored-entries-technical", "info-technical"]) {
      const details = page.getByTestId(id);
      await expect(details.locator("summary")).toHaveText(en.storage.settings.technicalDetails);
      await expect(details).not.toHaveAttribute("open");
      await expect(details.getByRole("table")).toBeHidden();
    }
    // Nothing is lost: opened, the keys and the language files' versions are there.
    await page.getByTestId("stored-entries-technical").locator("summary").click();
    await expect(page.getByTestId("stored-entries-technical").getByText("baseData", { exact: true })).toBeVisible();
    await page.getByTestId("info-technical").locator("summary").click();
    await expect(page.getByTestId("info-technical").getByRole("row")).toHaveCount(9);
  });

  test("on a phone the tools page's links are a finger's target: the settings' parts and the other sites' tools, 44 px tall", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInForTools(page);
    await page.goto(siteUrl("forum", "/en/various"));
    const parts = page.locator("main [data-link-cards] li ul a:visible");
    // They were 21 to 25 px tall (round 81's review).
    await expect(parts).toHaveCount(7);
    for (const link of await parts.all()) expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(44);
    // The other sites' tools: round 82's fold and its switch went in round 89 (one list of links); each link 44 px at least.
    const tools = page.locator("main [data-other-tools] [data-other-names] a");
    await expect(tools).toHaveCount(4);
    for (const link of await tools.all()) expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(44);
  });
});
