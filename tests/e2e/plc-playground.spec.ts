import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { siteUrl } from "./server-env";
import { signInShared } from "./support/auth";

const playgroundUrl = siteUrl("forum", "/en/various/playground");

/** The playground's own view with its tabs (on the forum unless another site is named). */
async function openPlayground(page: Page, tab: "Configuration" | "Data area" | "Test" = "Test", site: "forum" | "syma" = "forum") {
  await page.goto(site === "forum" ? playgroundUrl : siteUrl(site, "/en/various/playground"));
  const playground = page.getByTestId("plc-playground");
  await expect(playground).toBeVisible();
  await playground.getByRole("tab", { name: tab }).click();
  await expect(playground.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  return playground;
}

const monitorOf = (page: Page, name: string) => page.getByTestId(`watch-${name}`).getByTestId("monitor-value");

async function modify(page: Page, name: string, value: string) {
  const input = page.getByLabel(`Modify value: ${name}`);
  await input.fill(value);
  await input.press("Enter");
}

test.describe("data-type playground", () => {
  test("two tabs stay in sync, and a tab opened later starts from the shared state", async ({ context }) => {
    // A sign-in and three tabs of the playground: 15-22 s on a busy two-core machine.
    test.slow();
    const first = await context.newPage();
    await signInShared(first, "forum");
    await openPlayground(first);
    const second = await context.newPage();
    await openPlayground(second);
    await expect(monitorOf(second, "Mode")).toHaveText("2");

    await modify(first, "Mode", "7");
    await expect(monitorOf(first, "Mode")).toHaveText("7");
    await expect(monitorOf(second, "Mode")).toHaveText("7");

    // The other way round, through the byte grid of the data area: byte 4–5 hold Temperature.
    const grid = await openPlayground(second, "Data area");
    const byte5 = grid.getByLabel("Byte 5 in hex");
    await byte5.fill("FF");
    await byte5.press("Enter");
    await expect(first.getByTestId("watch-Temperature").getByTestId("monitor-value")).toHaveText("-1");

    // Forcing is shared too: the FORCE lamp lights in the other tab.
    await first.getByLabel("Force value: Energy").fill("-9223372036854775808");
    await first.getByLabel("Force Energy with “Start forcing”").check();
    await first.getByRole("button", { name: "Start forcing" }).click();
    await openPlayground(second, "Test");
    await expect(monitorOf(second, "Energy")).toHaveText("-9223372036854775808");
    await expect(second.getByTestId("force-lamp")).toHaveAttribute("data-on", "true");

    const later = await context.newPage();
    await openPlayground(later);
    await expect(monitorOf(later, "Mode")).toHaveText("7");
    await expect(monitorOf(later, "Temperature")).toHaveText("-1");
    await expect(monitorOf(later, "Energy")).toHaveText("-9223372036854775808");
  });

  test("changes made while another tab is still loading reach it within 2 s", async ({ context }) => {
    const first = await context.newPage();
    await signInShared(first, "forum");
    await openPlayground(first);
    const second = await context.newPage();
    const loading = openPlayground(second);
    // Writes all through the second tab's loading: before its first read, between that read and its subscription, after.
    for (const value of ["11", "12", "13", "14", "15", "16"]) {
      await modify(first, "Mode", value);
      await expect(monitorOf(first, "Mode")).toHaveText(value);
    }
    await loading;
    await expect(monitorOf(second, "Mode")).toHaveText("16", { timeout: 2_000 });
  });

  test("with remembering switched off nothing is stored, yet open tabs still share their state", async ({ context }) => {
    const first = await context.newPage();
    await signInShared(first, "forum");
    await first.goto(playgroundUrl);
    await first.evaluate(() => localStorage.setItem("baseData", JSON.stringify({ version: 4, keepOptions: false })));
    await openPlayground(first);
    await modify(first, "Mode", "9");
    await expect(monitorOf(first, "Mode")).toHaveText("9");
    expect(await first.evaluate(() => localStorage.getItem("plcPlayground"))).toBeNull();
    const second = await context.newPage();
    await openPlayground(second);
    await expect(monitorOf(second, "Mode")).toHaveText("9");
  });

  test("an out-of-range entry is refused with a message that states the range", async ({ page }) => {
    await signInShared(page, "forum");
    await openPlayground(page);
    await modify(page, "Temperature", "40000");
    await expect(page.getByTestId("watch-Temperature").getByRole("alert")).toHaveText(
      "Out of range: int16 (INT) takes -32768 … 32767.",
    );
    await expect(page.getByLabel("Modify value: Temperature")).toHaveAttribute("aria-invalid", "true");
    await expect(monitorOf(page, "Temperature")).toHaveText("-125");

    await modify(page, "Energy", "9223372036854775808");
    await expect(page.getByTestId("watch-Energy").getByRole("alert")).toHaveText(
      "Out of range: int64 (LINT) takes -9223372036854775808 … 9223372036854775807.",
    );
    await modify(page, "Flow", "3.5e38");
    await expect(page.getByTestId("watch-Flow").getByRole("alert")).toContainText("-3.4028235e+38 … 3.4028235e+38");

    // A REAL shows its float32 rounding; an exact int64 beyond 2^53 keeps every digit.
    await modify(page, "Flow", "0.1");
    await expect(monitorOf(page, "Flow")).toContainText("0.1= 0.100000001490116119384765625");
    await modify(page, "Energy", "9007199254740993");
    await expect(monitorOf(page, "Energy")).toHaveText("9007199254740993");

    const configuration = await openPlayground(page, "Configuration");
    const size = configuration.getByLabel("Size in bytes");
    await size.fill("2000");
    await size.press("Enter");
    await expect(configuration.getByText("Enter a whole number from 1 to 1024.")).toBeVisible();
    const start = configuration.getByLabel("Start value: Mode");
    await start.fill("256");
    await start.press("Enter");
    await expect(configuration.getByText("Out of range: byte (BYTE) takes 0 … 255.")).toBeVisible();
  });

  test("a forced value wins over modify until forcing stops; hex entries are bit patterns", async ({ page }) => {
    await signInShared(page, "forum");
    await openPlayground(page);
    await page.getByLabel("Display format: Temperature").selectOption("hex");
    await modify(page, "Temperature", "16#FFFE");
    await expect(monitorOf(page, "Temperature")).toHaveText("16#FFFE");
    await page.getByLabel("Display format: Temperature").selectOption("decimal");
    await expect(monitorOf(page, "Temperature")).toHaveText("-2");

    await page.getByLabel("Force value: Mode").fill("5");
    await page.getByLabel("Force Mode with “Start forcing”").check();
    await page.getByRole("button", { name: "Start forcing" }).click();
    await expect(page.getByTestId("force-lamp")).toHaveAttribute("data-on", "true");
    await modify(page, "Mode", "1");
    await expect(page.getByTestId("watch-status")).toContainText("Mode is forced");
    await expect(monitorOf(page, "Mode")).toHaveText("5");
    await page.getByRole("button", { name: "Stop forcing" }).click();
    await expect(page.getByTestId("force-lamp")).toHaveAttribute("data-on", "false");
    await modify(page, "Mode", "1");
    await expect(monitorOf(page, "Mode")).toHaveText("1");
  });

  test("export and import round-trip; a broken file changes nothing", async ({ page }) => {
    page.on("dialog", (dialog) => void dialog.accept());
    await signInShared(page, "forum");
    await openPlayground(page);
    await modify(page, "Mode", "42");
    const configuration = await openPlayground(page, "Configuration");
    const downloading = page.waitForEvent("download");
    await configuration.getByRole("button", { name: "Export configuration (JSON)" }).click();
    const exported = readFileSync(await (await downloading).path(), "utf8");
    expect(JSON.parse(exported)).toMatchObject({ format: "plc-playground", area: { name: "Pump_Station", size: 40 } });

    const source = page.waitForEvent("download");
    await configuration.getByRole("button", { name: "Export as S7 source (.db)" }).click();
    const text = readFileSync(await (await source).path(), "utf8");
    expect(text).toContain('DATA_BLOCK "Pump_Station"');
    expect(text).toContain("Level_Raw : Word := 16#6C00;");

    await configuration.getByTestId("plc-import").setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
    await expect(configuration.getByRole("status")).toHaveText("The file is not valid JSON; nothing was changed.");
    await configuration.getByTestId("plc-import").setInputFiles({
      name: "wrong.json",
      mimeType: "application/json",
      buffer: Buffer.from(exported.replace('"start": "2"', '"start": "300"')),
    });
    await expect(configuration.getByRole("status")).toHaveText(
      "The start value of Mode: Out of range: byte (BYTE) takes 0 … 255. Nothing was changed.",
    );

    await configuration.getByRole("button", { name: "Restore the example" }).click();
    await expect(configuration.getByRole("status")).toHaveText("The example data block is back.");
    await configuration.getByTestId("plc-import").setInputFiles({ name: "db.json", mimeType: "application/json", buffer: Buffer.from(exported) });
    await expect(configuration.getByRole("status")).toHaveText("Imported: 13 variables, 40 bytes.");
    await openPlayground(page, "Test");
    await expect(monitorOf(page, "Mode")).toHaveText("42");
  });

  test("keyboard tabs, no serious accessibility violations, no sideways page at phone width", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInShared(page, "forum");
    const playground = await openPlayground(page, "Configuration");
    await playground.getByRole("tab", { name: "Configuration" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(playground.getByRole("tab", { name: "Data area" })).toBeFocused();
    await expect(playground.getByRole("tab", { name: "Data area" })).toHaveAttribute("aria-selected", "true");
    for (const tab of ["Configuration", "Data area", "Test"] as const) {
      await openPlayground(page, tab);
      const results = await new AxeBuilder({ page }).include("[data-testid=plc-playground]").analyze();
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => `${tab}: ${violation.id}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    }
  });

  test("the variable table shows every column whole: all of it at 1366 px; at 390 px each variable a line that opens to a card of labelled fields", async ({ page }) => {
    await signInShared(page, "syma");
    const fits = () =>
      page.evaluate(() => {
        const table = document.querySelector<HTMLTableElement>("[data-testid=plc-playground] table")!;
        const box = table.parentElement!;
        const cut = [...table.querySelectorAll("thead th")].filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent);
        const select = document.querySelector<HTMLSelectElement>("[data-testid=plc-playground] fieldset select")!;
        const option = select.selectedOptions[0]!;
        // The closed select shows its chosen option: its text must fit in the select's box.
        const probe = document.createElement("span");
        probe.style.cssText = `font: ${getComputedStyle(select).font}; position: absolute; visibility: hidden; white-space: nowrap`;
        probe.textContent = option.text;
        document.body.append(probe);
        const optionFits = probe.getBoundingClientRect().width + 24 <= select.clientWidth;
        probe.remove();
        return {
          scrolls: box.scrollWidth > box.clientWidth + 1,
          cut,
          optionFits,
          option: option.text,
          pageSideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
    /** The variables' name fields whose name is wider than the field shows. */
    const cutFields = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>("[data-testid=plc-playground] table tbody input:not([type=checkbox])")]
          .filter((input) => input.closest("td")?.dataset.label === "Name" && input.scrollWidth > input.clientWidth + 1)
          .map((input) => input.value),
      );
    /** How far the table's box reaches past the playground's column on either side. */
    const outside = () =>
      page.evaluate(() => {
        const column = document.querySelector("[data-testid=plc-playground]")!.getBoundingClientRect();
        const box = document.querySelector("[data-testid=plc-playground] table")!.parentElement!.getBoundingClientRect();
        return { start: Math.max(0, Math.round(column.left - box.left)), end: Math.max(0, Math.round(box.right - column.right)) };
      });
    /** The example's comments (thirteen), and those their fields show only in part. */
    const cutComments = () =>
      page.evaluate(() => {
        const fields = [...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>("[data-testid=plc-playground] table tbody td[data-label=Comment] :is(input, textarea)")];
        const cut = fields.filter((field) => field.scrollWidth > field.clientWidth + 1 || field.scrollHeight > field.clientHeight + 1);
        return { comments: fields.length, cut: cut.map((field) => field.value) };
      });
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPlayground(page, "Configuration", "syma");
    expect(await fits()).toEqual({ scrolls: false, cut: [], optionFits: true, option: "Big-endian (S7, Motorola)", pageSideways: 0 });
    await expect(page.getByRole("columnheader", { name: "Comment" })).toBeInViewport();
    // The table stays in the page's column, and every comment of the example reads whole.
    expect(await outside()).toEqual({ start: 0, end: 0 });
    expect(await cutComments()).toEqual({ comments: 13, cut: [] });
    // Names show whole in their fields on a wide screen too.
    expect(await cutFields()).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await openPlayground(page, "Configuration", "syma");
    const phone = await fits();
    expect({ scrolls: phone.scrolls, optionFits: phone.optionFits, pageSideways: phone.pageSideways }).toEqual({ scrolls: false, optionFits: true, pageSideways: 0 });
    // Each variable is first a line (name, type, address, its check): thirteen lines, no field
    // shown, the whole table shorter than a screen and a half (its cards of fields took 6,000 px).
    const table = page.getByTestId("plc-playground").locator("table");
    const lines = table.locator("tbody").getByRole("button", { expanded: false });
    await expect(lines).toHaveCount(13);
    await expect(table.locator("tbody td[data-label=Name]").first()).toBeHidden();
    await expect(page.getByTestId("variable-Temperature").getByRole("button", { expanded: false })).toHaveText(/^Temperature.*int16 \(INT\) · %DB10\.DBW4$/);
    expect((await table.boundingBox())!.height).toBeLessThan(1.5 * 844);
    // A line opens its variable's fields, one variable at a time; each name and comment reads whole.
    for (const row of await table.locator("tbody tr").all()) {
      await row.getByRole("button", { expanded: false }).click();
      await expect(row.getByRole("button", { expanded: true })).toBeVisible();
      await expect(table.getByRole("button", { expanded: true })).toHaveCount(1);
      expect(await cutFields()).toEqual([]);
      expect((await cutComments()).cut).toEqual([]);
    }
    // Every field of a variable stands inside the card under its column's name.
    const card = page.getByTestId("variable-Temperature");
    await card.getByRole("button", { expanded: false }).click();
    for (const label of ["Name", "Data type", "Address", "Start value", "Comment"]) {
      await expect(card.locator(`td[data-label="${label}"]`)).toBeVisible();
    }
    const inside = await card.evaluate((row) => {
      const box = row.closest("table")!.parentElement!.getBoundingClientRect();
      return [...row.querySelectorAll("td")].every((cell) => {
        const r = cell.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      });
    });
    expect(inside).toBe(true);
    // A new variable opens at once, ready to be named.
    await page.getByRole("button", { name: "Add variable" }).click();
    await expect(table.locator("tbody tr").last().getByRole("button", { expanded: true })).toHaveText(/^Variable_14/);
    await expect(table.locator("tbody tr").last().getByLabel("Name")).toBeVisible();
  });

  test("on a phone every reading of a byte shows both byte orders under their names, nothing cut or scrolled away", async ({ page }) => {
    await signInShared(page, "syma");
    await page.setViewportSize({ width: 390, height: 844 });
    const playground = await openPlayground(page, "Data area", "syma");
    const readings = playground.getByTestId("interpretations");
    const box = readings.locator("xpath=..");
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    const int64 = readings.getByRole("row", { name: /int64/ });
    for (const order of ["Big-endian", "Little-endian"]) {
      await expect(int64.locator(`td[data-label="${order}"]`)).toBeVisible();
    }
    const whole = await int64.evaluate((row) => {
      const frame = row.getBoundingClientRect();
      return [...row.querySelectorAll("th, td")].every((cell) => {
        const r = cell.getBoundingClientRect();
        return r.left >= frame.left - 1 && r.right <= frame.right + 1 && cell.scrollWidth <= cell.clientWidth + 1;
      });
    });
    expect(whole).toBe(true);
  });

  test("the watch table shows its last column (Comment) at 1366 px without scrolling", async ({ page }) => {
    await signInShared(page, "forum");
    await page.setViewportSize({ width: 1366, height: 900 });
    const playground = await openPlayground(page, "Test");
    const box = playground.locator("table").first().locator("xpath=..");
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await expect(page.getByRole("columnheader", { name: "Comment" })).toBeInViewport({ ratio: 1 });
  });

  test("on a phone each watched variable is a card: every field under its column's name, nothing scrolled sideways, and the card still modifies", async ({ page }) => {
    await signInShared(page, "forum");
    await page.setViewportSize({ width: 390, height: 844 });
    const playground = await openPlayground(page, "Test");
    const box = playground.getByTestId("watch-table").locator("xpath=..");
    expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    const card = page.getByTestId("watch-Temperature");
    for (const label of ["Address", "Display format", "Monitor value", "Modify value", "Force value", "Comment"]) {
      await expect(card.locator(`td[data-label="${label}"]`)).toBeVisible();
    }
    const inside = await card.evaluate((row) => {
      const frame = row.getBoundingClientRect();
      return [...row.querySelectorAll("th, td")].every((cell) => {
        const r = cell.getBoundingClientRect();
        return r.width === 0 || (r.left >= frame.left - 1 && r.right <= frame.right + 1);
      });
    });
    expect(inside).toBe(true);
    await modify(page, "Temperature", "-42");
    await expect(monitorOf(page, "Temperature")).toHaveText("-42");
  });
});
