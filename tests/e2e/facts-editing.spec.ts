import { expect, test, type Browser } from "@playwright/test";
import { formatTime } from "../../lib/format/intl";
import { locales } from "../../lib/i18n/locales";
import { siteUrl } from "./server-env";
import { signInEntitled, signInShared, type AuthSite } from "./support/auth";
import { makeEditor, sessionOf } from "./support/editors";
import { call } from "./support/http-client";

const port = Number(process.env.E2E_PORT);
const FORM = "/en/edit/facts";
// The peace site's group meets at a time its start page names; its shared access has room for the
// registrations this spec adds (each site's allows five an hour, and other specs register on the forum).
const MEETING = "#fact-facts-meetingTime-value";

const api = (cookie: string | undefined, path: string, body?: unknown, site = "forum") =>
  call(port, { method: body === undefined ? "GET" : "POST", path: `/api/content/facts${path}`, site, cookie, body });

type Facts = { published: { path: string; value: unknown; version: number }[] };
const publishedVersion = async (cookie: string, path: string, site: string) =>
  (JSON.parse((await api(cookie, "", undefined, site)).text) as Facts).published.find((entry) => entry.path === path)?.version ?? null;

/** An editor of `site`, signed in on a page of her own with the facts form open. */
async function editorWithForm(browser: Browser, site: AuthSite) {
  const page = await (await browser.newContext()).newPage();
  const account = await signInEntitled(page, site);
  await makeEditor(account.userName, site);
  await page.goto(siteUrl(site, FORM));
  await expect(page.locator("#fact-timeZone")).toBeVisible({ timeout: 15_000 });
  return { page, account, cookie: await sessionOf(page) };
}

test("a visitor is sent to the sign-in and a member who is no editor is refused, on the page and by the API", async ({ page }) => {
  expect((await api(undefined, "")).status).toBe(401);
  await page.goto(siteUrl("forum", FORM));
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fedit%2Ffacts/);

  // A member of the shared level; a personal account without the role gets the same (publishing.spec.ts).
  await signInShared(page, "forum");
  await page.goto(siteUrl("forum", FORM));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Only for editors");
  await expect(page.locator("main")).toContainText("Only editors of this site can change its facts.");
  await expect(page.locator("#fact-timeZone")).toHaveCount(0);
  const cookie = await sessionOf(page);
  for (const answer of [await api(cookie, ""), await api(cookie, "/drafts", { changes: [] }), await api(cookie, "/publish", { changes: [{ path: "facts/cafeFrom/value", value: "15:30", baseVersion: null }] })]) {
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ code: "notEditor" });
  }
});

test("an editor changes the meeting time in the form and every language shows it within 5 s; bad values are refused in the browser and by the API", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, cookie } = await editorWithForm(browser, "peace");
  const meeting = page.locator(MEETING);

  // The browser checks with the same schema: an emptied time and a count below zero.
  await meeting.fill("");
  await expect(meeting).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#fact-facts-meetingTime-value-error")).toHaveText("Please enter a time of day, such as 15:30.");
  await expect(meeting).toHaveAttribute("aria-describedby", "fact-facts-meetingTime-value-error");
  const members = page.locator("#fact-facts-members-value");
  const membersBefore = await members.inputValue();
  await members.fill("-3");
  await expect(page.locator("#fact-facts-members-value-error")).toHaveText("The smallest allowed value is 0.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Not published yet: please correct the marked fields first.");
  await members.fill(membersBefore);
  await expect(members).not.toHaveAttribute("aria-invalid", "true");

  // A time no page showed before, so the check below cannot pass by chance.
  const time = `20:${String(10 + Math.floor(Math.random() * 50)).padStart(2, "0")}`;
  await meeting.fill(time);
  await expect(page.getByText("1 change", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved on the server. Only you see it until you publish it.");
  await page.reload();
  await expect(page.locator(MEETING)).toHaveValue(time);

  // The preview shows the draft on the real start page, in German too, while visitors still get the published time.
  const preview = await page.context().newPage();
  await preview.goto(siteUrl("peace", "/de/edit/preview?path=%2F"));
  await expect(preview.locator("main")).toContainText(formatTime(time, "de"));
  await preview.close();
  await expect(page.getByTestId("facts-preview-link")).toHaveAttribute("href", "/en/edit/preview?path=%2F");
  expect((await call(port, { path: "/de", site: "peace" })).text).not.toContain(formatTime(time, "de"));

  await page.getByRole("button", { name: "Publish" }).click();
  const started = Date.now();
  await expect(page.getByRole("status")).toHaveText("Published. The pages show it in all languages within seconds.");
  for (const locale of locales) {
    const shown = formatTime(time, locale);
    await expect
      .poll(async () => (await call(port, { path: `/${locale}`, site: "peace" })).text, { timeout: Math.max(1_000, 5_000 - (Date.now() - started)), intervals: [200] })
      .toContain(shown);
  }
  console.log(`publish to visible in eight languages: ${Date.now() - started} ms`);
  await expect(page.getByText("0 changes", { exact: true })).toBeVisible();

  const version = await publishedVersion(cookie, "facts/meetingTime/value", "peace");
  const refused = await api(cookie, "/publish", { changes: [{ path: "facts/meetingTime/value", value: "25:70", baseVersion: version }] }, "peace");
  expect(refused.status).toBe(422);
  expect(JSON.parse(refused.text)).toMatchObject({ code: "factRefused", error: "facts/meetingTime/value: expected a time of day as HH:MM." });
  const nowhere = await api(cookie, "/publish", { changes: [{ path: "facts/__proto__/polluted", value: 1, baseVersion: null }] }, "peace");
  expect(nowhere.status).toBe(422);
  expect((await call(port, { path: "/de", site: "peace" })).text).toContain(formatTime(time, "de"));

  // Back to the build's time; then the history brings the published time back, and the build's goes again.
  const undone = await api(cookie, "/publish", { changes: [{ path: "facts/meetingTime/value", value: null, baseVersion: version }] }, "peace");
  expect(undone.status, undone.text).toBe(201);
  await page.reload();
  const history = page.locator("#fact-history-heading").locator("..");
  await history.getByRole("listitem").filter({ hasText: "facts/meetingTime/value" }).getByRole("button", { name: "History" }).click();
  const versions = history.getByRole("list", { name: "facts/meetingTime/value" }).getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText("the build’s value");
  await expect(versions.nth(1)).toContainText(time);
  await versions.nth(1).getByRole("button", { name: "Restore this version" }).click();
  await expect(history.getByRole("status")).toHaveText("The older version is published again.");
  await expect.poll(async () => (await call(port, { path: "/de", site: "peace" })).text, { timeout: 5_000, intervals: [200] }).toContain(formatTime(time, "de"));
  const latest = await publishedVersion(cookie, "facts/meetingTime/value", "peace");
  const restored = await api(cookie, "/publish", { changes: [{ path: "facts/meetingTime/value", value: null, baseVersion: latest }] }, "peace");
  expect(restored.status, restored.text).toBe(201);
  // An unknown version is named, not guessed.
  const unknown = await api(cookie, "/restore", { path: "facts/meetingTime/value", version: 999_999_999, baseVersion: null }, "peace");
  expect(unknown.status).toBe(404);
});

test("of two editors who change the same fact, the second is told who published first and keeps the draft", async ({ browser }) => {
  test.setTimeout(150_000);
  const first = await editorWithForm(browser, "political");
  const second = await editorWithForm(browser, "political");
  // The energy figure: no other spec reads it, so the runs beside this one see the build's pages.
  const energy = "#fact-facts-energy-value";

  await first.page.locator(energy).fill("145");
  await first.page.getByRole("button", { name: "Publish" }).click();
  await expect(first.page.getByRole("status")).toHaveText("Published. The pages show it in all languages within seconds.");

  await second.page.locator(energy).fill("139");
  await second.page.getByRole("button", { name: "Publish" }).click();
  await expect(second.page.getByRole("status")).toContainText(`facts/energy/value was published by ${first.account.userName}`);
  await expect(second.page.locator(energy)).toHaveValue("139");
  await expect.poll(async () => (await call(port, { path: "/de", site: "political" })).text, { timeout: 5_000 }).toContain("145 kWh");

  // The build's figure again, for the specs that run after this one.
  const version = await publishedVersion(first.cookie, "facts/energy/value", "political");
  expect((await api(first.cookie, "/publish", { changes: [{ path: "facts/energy/value", value: null, baseVersion: version }] }, "political")).status).toBe(201);
});

test("the owner's new address, published on his own site, shows in the imprints of the other sites he runs within 5 s", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  const account = await signInEntitled(page, "syma");
  await makeEditor(account.userName, "syma");
  const cookie = await sessionOf(page);
  // The form names a CV station by the text the CV page shows, not by its key.
  await page.goto(siteUrl("syma", FORM));
  const station = page.locator("#fact-cv-0-id");
  await expect(station).toBeVisible({ timeout: 15_000 });
  await expect(station.locator("option:checked")).toHaveText(/^Apprenticeship as an industrial electronics technician/);
  await expect(station.locator("option", { hasText: /^apprenticeship$/ })).toHaveCount(0);
  const path = "person/street";
  const before = await publishedVersion(cookie, path, "syma");
  const publishing = Date.now();
  const answer = await api(cookie, "/publish", { changes: [{ path, value: "Am Markt 3", baseVersion: before }] }, "syma");
  expect(answer.status, answer.text).toBe(201);
  const imprint = async (site: string, locale: string) => (await call(port, { path: `/${locale}/imprint`, site })).text;
  const started = Date.now();
  // Peace and the vault show his record under their own imprint; the construction site shows his site's imprint.
  for (const site of ["syma", "peace", "vault", "tax"]) {
    for (const locale of ["en", "ar"]) {
      await expect.poll(() => imprint(site, locale), { timeout: Math.max(500, 5_000 - (Date.now() - started)), intervals: [100] }).toContain("Am Markt 3");
    }
  }
  // The other sites' sitemaps date their imprints (every page of theirs) by the owner's publish too.
  const sitemap = (await call(port, { path: "/sitemap.xml", site: "peace" })).text;
  const imprintChanged = /<loc>[^<]*\/de\/imprint<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(sitemap)?.[1] ?? "";
  expect(Date.parse(imprintChanged), sitemap.slice(0, 400)).toBeGreaterThanOrEqual(publishing);
  const version = await publishedVersion(cookie, path, "syma");
  expect((await api(cookie, "/publish", { changes: [{ path, value: null, baseVersion: version }] }, "syma")).status).toBe(201);
  await expect.poll(() => imprint("peace", "en"), { timeout: 5_000, intervals: [100] }).toContain("Lindenweg 12");
});
