import { expect, test, type Page } from "@playwright/test";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import { ORIGIN, siteUrl } from "./server-env";
import { visit } from "./support/various";

const stored = (page: Page) => page.evaluate(() => Object.fromEntries(Object.entries(localStorage).map(([key, value]) => [key, JSON.parse(value) as unknown])));

test.describe("remembering switch on /imprint", () => {
  test("off deletes what was stored after a question; after a reload storage holds nothing but that choice", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto(siteUrl("forum", "/en/imprint"));
    const remember = page.getByRole("switch", { name: en.storage.remember.switch });
    await expect(remember).toHaveAttribute("aria-checked", "true");
    await page.getByRole("switch", { name: en.shell.darkMode }).click();
    await page.locator(".flag-more").click();
    await expect.poll(() => stored(page)).toMatchObject({ baseData: { darkMode: false, languageAdvanced: true, language: "EN", path: "/imprint" } });

    // Cancel keeps everything.
    await remember.click();
    const dialog = page.getByRole("dialog", { name: en.storage.remember.confirmOff });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: en.storage.remember.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(remember).toHaveAttribute("aria-checked", "true");
    expect(await stored(page)).toMatchObject({ baseData: { darkMode: false } });

    await remember.click();
    await dialog.getByRole("button", { name: en.storage.remember.confirmOffButton }).click();
    await expect(remember).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText(en.storage.remember.off)).toBeVisible();
    expect(await stored(page)).toEqual({ baseData: { version: 4, keepOptions: false } });
    // The page itself keeps working: the mode is still light until the visitor leaves.
    await expect(page.locator("body")).toHaveClass(/light-mode/);

    await page.reload();
    await expect(remember).toHaveAttribute("aria-checked", "false");
    await page.getByRole("switch", { name: en.shell.darkMode }).click();
    await page.locator(".flag-more").click();
    await page.goto(siteUrl("forum", "/de/2024"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await page.reload();
    expect(await stored(page)).toEqual({ baseData: { version: 4, keepOptions: false } });
    // Nothing remembered: the system's dark look and the short flag list are back.
    await expect(page.locator("body")).not.toHaveClass(/light-mode/);
    await expect(page.locator(".flag-bar li:visible img")).toHaveCount(2);
    await context.close();
  });

  test("switching on again stores the choices of the page", async ({ page }) => {
    await page.goto(siteUrl("vault", "/de/imprint"));
    const remember = page.getByRole("switch", { name: de.storage.remember.switch });
    await remember.click();
    await page.getByRole("button", { name: de.storage.remember.confirmOffButton }).click();
    await expect(remember).toHaveAttribute("aria-checked", "false");
    await remember.click();
    await expect(remember).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText(de.storage.remember.on)).toBeVisible();
    await expect.poll(() => stored(page)).toMatchObject({ baseData: { version: 4, keepOptions: true, language: "DE" } });
  });

  test("is usable by keyboard and speaks Arabic right-to-left", async ({ page }) => {
    await page.goto(siteUrl("syma", "/ar/imprint"));
    const remember = page.getByRole("switch", { name: ar.storage.remember.switch });
    // The switch is disabled until it has read the stored choice.
    await expect(remember).toBeEnabled();
    await remember.focus();
    await page.keyboard.press("Space");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(ar.storage.remember.confirmOff);
    await expect(dialog.getByRole("button", { name: ar.storage.remember.cancel })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(remember).toHaveAttribute("aria-checked", "true");
    expect(await remember.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  });
});

test.describe("schema version 4", () => {
  test("an older storage is cleared, its dark mode is not applied, the defaults are written", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto(siteUrl("peace", "/en"));
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem("baseData", JSON.stringify({ version: 3, darkMode: false, languageAdvanced: true }));
      localStorage.setItem("oldTimeRecording", JSON.stringify([{ start: "2020-01-01" }]));
    });
    await page.reload();
    await expect(page.locator("body")).not.toHaveClass(/light-mode/);
    await expect(page.locator(".flag-bar li:visible img")).toHaveCount(2);
    await expect.poll(async () => Object.keys(await stored(page))).not.toContain("oldTimeRecording");
    expect(await stored(page)).toMatchObject({ baseData: { version: 4, keepOptions: true, domainName: "peace.localhost", language: "EN" } });
    await context.close();
  });
});

test.describe("page views", () => {
  test("are counted per path only after statistics are switched on", async ({ page }) => {
    await page.goto(siteUrl("forum", "/en"));
    // Wait until the page shell has noted this visit, so switching statistics on comes after it.
    await visit(page, "forum", "/en/2023");
    expect((await stored(page)).statistics).toBeUndefined();
    await page.evaluate(() => {
      const base = JSON.parse(localStorage.getItem("baseData") ?? "{}") as Record<string, unknown>;
      localStorage.setItem("baseData", JSON.stringify({ ...base, statistics: true }));
    });
    await visit(page, "forum", "/en/2023");
    // The menu's link (the forum's footer names the imprint too).
    await page.getByRole("navigation", { name: en.shell.mainMenu }).getByRole("link", { name: en.paths.imprint, exact: true }).click();
    await expect(page).toHaveURL(siteUrl("forum", "/en/imprint"));
    await visit(page, "forum", "/de/2023");
    await expect
      .poll(async () => (await stored(page)).statistics)
      .toMatchObject({ paths: { "/2023": { views: 2 }, "/imprint": { views: 1 } } });
  });
});

test.describe("a script that fails to load after a deployment", () => {
  test("reloads the page once, never in a loop", async ({ page }) => {
    // The reload can come before the first load event, so count the documents asked for.
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") loads.push(request.url());
    });
    let failedChunk = "";
    await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
      if (!failedChunk) failedChunk = route.request().url();
      if (route.request().url() === failedChunk) await route.fulfill({ status: 404, body: "gone" });
      else await route.continue();
    });
    await page.goto(siteUrl("lobby", "/en"));
    await expect.poll(() => loads.length).toBe(2);
    await page.waitForTimeout(1500);
    expect(loads).toHaveLength(2);
    expect(await page.evaluate(() => sessionStorage.getItem("chunkReload"))).toBe("reloading");
  });

  test("a chunk that fails when loaded later reloads once too, and is logged", async ({ page }) => {
    // What the browser saw, printed when the log entry is missing (it was, twice, in a busy CI run).
    const seen: string[] = [];
    page.on("requestfailed", (request) => seen.push(`failed ${request.url()} ${request.failure()?.errorText ?? ""}`));
    page.on("console", (message) => seen.push(`console.${message.type()} ${message.text()}`));
    page.on("load", () => seen.push("load"));
    await page.goto(siteUrl("lobby", "/en"));
    await expect(page.getByRole("switch", { name: en.shell.darkMode })).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await page.evaluate(() => {
      const error = new Error("Failed to load chunk /_next/static/chunks/gone.js from module 1");
      error.name = "ChunkLoadError";
      void Promise.reject(error);
    });
    await reloaded;
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("chunkReload"))).toBe("logged");
    await expect
      .poll(async () => JSON.stringify((await stored(page)).log))
      .toContain("reloaded once")
      .catch(async (error: unknown) => {
        console.log(`storage: ${JSON.stringify(await stored(page))}\n${seen.join("\n")}`);
        throw error;
      });
    // The flag stays for the tab's session: a second failure does not reload again.
    let reloadedAgain = false;
    page.once("load", () => (reloadedAgain = true));
    await page.evaluate(() => void Promise.reject(Object.assign(new Error("Failed to load chunk x"), { name: "ChunkLoadError" })));
    await page.waitForTimeout(1000);
    expect(reloadedAgain).toBe(false);
  });
});

test.describe("preview of language edits on a public page", () => {
  const preview = {
    notice: "Preview of your language edits",
    endLabel: "End preview",
    locales: {
      de: [
        [de.shell.darkMode, "Nachtansicht"],
        [de.shell.home, "Zur Startseite von {site}"],
      ],
      ar: [[ar.shell.darkMode, "المظهر الليلي"]],
    },
  };

  async function seed(page: Page, path: string) {
    await page.goto(siteUrl("morpheme", path));
    await page.evaluate((value) => localStorage.setItem("languagePreview", JSON.stringify(value)), preview);
    await page.reload();
  }

  test("shows the edited texts, also in attributes and after client navigation, until it is ended", async ({ page }) => {
    await seed(page, "/de");
    const darkMode = page.getByRole("switch", { name: "Nachtansicht" });
    await expect(darkMode).toBeVisible();
    await expect(page.locator(".site-title")).toHaveAttribute("aria-label", `Zur Startseite von ${de.sites.morpheme.title}`);
    const bar = page.getByRole("status").filter({ hasText: preview.notice });
    await expect(bar).toBeVisible();
    await page.locator(".menu a").nth(1).click();
    await expect(page).toHaveURL(siteUrl("morpheme", "/de/play"));
    await expect(page.getByRole("switch", { name: "Nachtansicht" })).toBeVisible();

    await bar.getByRole("button", { name: preview.endLabel }).click();
    await expect(page.getByRole("switch", { name: de.shell.darkMode })).toBeVisible();
    await expect(page.getByText(preview.notice)).toHaveCount(0);
    expect(Object.keys(await stored(page))).not.toContain("languagePreview");
  });

  test("shows an Arabic edit right-to-left on the Arabic page, and nothing on an unedited language", async ({ page }) => {
    await seed(page, "/ar");
    const label = page.locator("header .header-tools .dark-mode-label");
    await expect(label).toHaveText("المظهر الليلي");
    expect(await label.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await page.goto(siteUrl("morpheme", "/en/photos"));
    await expect(page.locator("header .header-tools .dark-mode-label")).toHaveText(en.shell.darkMode);
  });

  test("the preview code is a chunk of its own that pages without a preview never load", async ({ page }) => {
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl("morpheme", "/de"));
    await expect(page.getByRole("switch", { name: de.shell.darkMode })).toBeVisible();
    const withoutPreview = new Set(scripts);
    scripts.clear();
    await seed(page, "/de");
    await expect(page.getByRole("switch", { name: "Nachtansicht" })).toBeVisible();
    const previewOnly = [...scripts].filter((script) => !withoutPreview.has(script));
    expect(previewOnly.length).toBeGreaterThan(0);
  });
});

test.describe("language files for the editor", () => {
  test("are served as JSON, cacheable, for the eight languages only, read-only", async ({ request }) => {
    const headers = { host: "forum.localhost" };
    const german = await request.get(`${ORIGIN}/api/messages/de`, { headers });
    expect(german.status()).toBe(200);
    expect(german.headers()["content-type"]).toContain("application/json");
    expect(german.headers()["cache-control"]).toContain("public");
    expect(await german.json()).toMatchObject({ name: "Deutsch", version: de.version, shell: { darkMode: de.shell.darkMode } });
    expect((await request.get(`${ORIGIN}/api/messages/fr`, { headers })).status()).toBe(404);
    expect((await request.get(`${ORIGIN}/api/messages/..%2Fpackage`, { headers })).status()).toBe(404);
    const post = await request.post(`${ORIGIN}/api/messages/de`, { headers, data: {} });
    expect(post.status()).toBe(405);
    expect(await post.json()).toEqual({ error: "Method not allowed" });
  });
});
