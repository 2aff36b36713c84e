import { expect, test, type Page } from "@playwright/test";
import { dataDirFrom } from "../../lib/env/files";
import { readFileSync } from "node:fs";
import ar from "../../messages/ar.json" with { type: "json" };
import de from "../../messages/de.json" with { type: "json" };
import en from "../../messages/en.json" with { type: "json" };
import serverEnv from "./server-env.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { signInEntitled } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { makeEditor, sessionOf } from "./support/editors";
import { call, entitledMember } from "./support/http-client";

// Registrations are limited per site (five an hour): these tests share two sites no other spec signs up on.
const SITE = "political";
const OTHER_SITE = "languages";
// Texts of the first screen, shown on /de. Each test has its own, since the tests run at the same
// time and a German publish marks the translations for review.
const KEY = "heroes.political.cards.forSale.title";
const REVIEWED_KEY = "heroes.political.kicker";
const OTHER_KEY = "heroes.languages.tagline";
const port = Number(process.env.E2E_PORT);
const dataDir = dataDirFrom(serverEnv as Record<string, string>);
// Signed-in pages render per request; on a busy machine the first answers take a while.
const slow = { timeout: 20_000 };

/** The German start page as a visitor gets it (no cookie, as the proxy cache would keep it). */
const germanStartPage = async () => (await call(port, { path: "/de", site: SITE })).text;

const api = (cookie: string | undefined, path: string, body?: unknown, site = SITE) =>
  call(port, { method: body === undefined ? "GET" : "POST", path: `/api/content/${path}`, site, cookie, body });

type Texts = { texts: { key: string; published?: { version: number } }[] };
async function newestVersion(cookie: string, locale: string, key = KEY): Promise<number | null> {
  const texts = JSON.parse((await api(cookie, `texts?locale=${locale}`)).text) as Texts;
  return texts.texts.find((text) => text.key === key)?.published?.version ?? null;
}

/** /edit/texts in English with `language` chosen and the table narrowed to the key. */
async function openTexts(page: Page, language: string, key = KEY): Promise<void> {
  await page.goto(siteUrl(SITE, "/en/edit/texts"));
  await page.getByLabel(en.languageEditor.language).selectOption(language);
  await page.getByLabel(en.languageEditor.search).fill(key);
  await expect(rowOf(page, key)).toBeVisible(slow);
}

/** A text's field, named as the editor names it: the language, then the text's English original. */
const fieldOf = (page: Page, language: string, english: string, key = KEY) => rowOf(page, key).getByLabel(`${language}: ${english}`, { exact: true });
const ENGLISH_OF_KEY = en.heroes.political.cards.forSale.title;

const rowOf = (page: Page, key = KEY) => page.locator("tbody tr", { has: page.locator(`[data-key="${key}"]`) });

test("an editor edits a German text, previews her draft, publishes it, meets a conflict, restores an older version and finds it in the change log", async ({ page, context }) => {
  test.setTimeout(180_000);
  const account = await signInEntitled(page, SITE);
  await makeEditor(account.userName, SITE);
  const stamp = Date.now().toString(36);
  const first = `Zu verkaufen ab sofort ${stamp}`;

  // The overview leads editors to their area; the hub to the texts, the facts and the change log.
  await page.goto(siteUrl(SITE, "/en/dashboard"));
  await page.getByRole("link", { name: en.paths.edit, exact: true }).click();
  await expect(page).toHaveURL(siteUrl(SITE, "/en/edit"));
  await expect(page.getByRole("link", { name: en.paths.editChanges })).toBeVisible();
  await expect(page.getByRole("link", { name: en.paths.editFacts, exact: true })).toBeVisible();
  await page.getByRole("link", { name: en.paths.editTexts, exact: true }).click();

  // Edit, save as a draft: a reload keeps it, because the server keeps it.
  await openTexts(page, "de");
  const cell = fieldOf(page, "Deutsch", ENGLISH_OF_KEY);
  await cell.fill(first);
  await expect(rowOf(page)).toContainText(en.contentEditor.marks.unsaved);
  await page.getByRole("button", { name: "Save drafts (1)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 draft saved" })).toBeVisible(slow);
  await openTexts(page, "de");
  await expect(fieldOf(page, "Deutsch", ENGLISH_OF_KEY)).toHaveValue(first);
  await expect(rowOf(page)).toContainText(en.contentEditor.marks.draft);

  // The preview shows the draft on the real German page, for the editor alone and never kept by a cache.
  const href = await page.getByTestId("preview-link").getAttribute("href");
  expect(href).toBe("/de/edit/preview?path=%2F");
  const preview = await context.newPage();
  const answer = await preview.goto(siteUrl(SITE, href ?? ""));
  expect(answer?.headers()["cache-control"]).toMatch(/private/);
  expect(answer?.headers()["cache-control"]).toMatch(/no-store/);
  await expect(preview.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(preview.getByTestId("preview-notice")).toBeVisible();
  await expect(preview.locator("main")).toContainText(first);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await preview.close();
  expect(await germanStartPage()).not.toContain(first);
  expect((await call(port, { path: href ?? "", site: SITE })).status).toBe(307);

  // Publish: visitors see it within 5 s.
  await page.getByRole("button", { name: "Publish all drafts (1)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 text published" })).toBeVisible(slow);
  const published = Date.now();
  await expect.poll(germanStartPage, { timeout: 5_000, intervals: [250] }).toContain(first);
  console.log(`publish to visible: ${Date.now() - published} ms`);

  // "Download" gives messages/de.json with the published text in the build's file.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download de.json" }).click()]);
  expect(download.suggestedFilename()).toBe("de.json");
  const file = JSON.parse(readFileSync((await download.path()) ?? "", "utf8")) as { version: string; heroes: { political: { cards: { forSale: { title: string } }; tagline: string } } };
  expect(file.heroes.political.cards.forSale.title).toBe(first);
  expect(file.heroes.political.tagline).toBe(de.heroes.political.tagline);
  expect(file.version).not.toBe(de.version);

  // A second editor publishes the same text after the first began her next draft: her publish is refused with who and when.
  const other = await entitledMember(port, dataDir, SITE);
  await makeEditor(other.userName, SITE);
  await openTexts(page, "de");
  const mine = `Zu verkaufen am Deich ${stamp}`;
  await fieldOf(page, "Deutsch", ENGLISH_OF_KEY).fill(mine);
  await page.getByRole("button", { name: "Save drafts (1)" }).click();
  await expect(rowOf(page)).toContainText(en.contentEditor.marks.draft, slow);
  const theirs = `Zu verkaufen von Ben ${stamp}`;
  const base = await newestVersion(other.cookie, "de");
  expect((await api(other.cookie, "publish", { changes: [{ key: KEY, locale: "de", value: theirs, baseVersion: base }] })).status).toBe(201);
  await page.getByRole("button", { name: "Publish all drafts (1)" }).click();
  const conflict = page.getByTestId("conflicts");
  // Names and times are isolated from the sentence around them (U+2068 … U+2069), for right-to-left pages.
  await expect(conflict).toContainText(new RegExp(`${KEY}\u2069? was published by \u2068?${other.userName}\u2069? on`), slow);
  await expect(page.getByRole("alert").filter({ hasText: en.contentEditor.refused.conflictsHeading })).toBeVisible();
  await expect(fieldOf(page, "Deutsch", ENGLISH_OF_KEY)).toHaveValue(mine);
  await expect(rowOf(page)).toContainText(en.contentEditor.marks.draft);
  expect(await germanStartPage()).toContain(theirs);
  // She keeps her text over theirs: it becomes the newest version.
  await conflict.getByRole("button", { name: en.contentEditor.refused.rebase }).click();
  await expect(conflict).toBeHidden(slow);
  await page.getByRole("button", { name: "Publish all drafts (1)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 text published" })).toBeVisible(slow);
  await expect.poll(germanStartPage, { timeout: 5_000, intervals: [250] }).toContain(mine);

  // The history shows each version with the words it changed; restoring the first brings it back on the page.
  await rowOf(page).getByRole("button", { name: en.contentEditor.row.history }).click();
  const history = page.getByTestId("history");
  const versions = history.locator("li");
  await expect(versions).toHaveCount(3, slow);
  await expect(versions.nth(0)).toContainText(account.userName);
  await expect(versions.nth(0).locator("ins")).toContainText("am Deich");
  await expect(versions.nth(0).locator("del")).toContainText("von Ben");
  await expect(versions.nth(1)).toContainText(other.userName);
  await expect(versions.nth(2).locator("del")).toHaveCount(0);
  await versions.nth(2).getByRole("button", { name: en.contentEditor.history.restore }).click();
  await expect(page.getByRole("status").filter({ hasText: "is published again" })).toBeVisible(slow);
  await expect.poll(germanStartPage, { timeout: 5_000, intervals: [250] }).toContain(first);
  await expect(versions).toHaveCount(4, slow);
  // A restore names the newest version it saw: an older one is a conflict; a version the text never had is not found.
  const cookie = await sessionOf(page);
  const newest = await newestVersion(cookie, "de");
  const stale = await api(cookie, "restore", { key: KEY, locale: "de", version: newest, baseVersion: base });
  expect(stale.status).toBe(409);
  expect(JSON.parse(stale.text)).toMatchObject({ code: "publishConflict", conflicts: [{ key: KEY, author: account.userName }] });
  expect((await api(cookie, "restore", { key: KEY, locale: "de", version: Number.MAX_SAFE_INTEGER, baseVersion: newest })).status).toBe(404);

  // The change log lists the publishes and the restore, newest first, with their authors.
  await page.goto(siteUrl(SITE, "/en/edit/changes"));
  // Other tests publish at the same time: her entries are found by her name.
  const log = page.getByTestId("change-log");
  await expect(log.locator("> li", { hasText: account.userName }).filter({ hasText: `${KEY} (de) restored to the version by ${account.userName}` })).toHaveCount(1, slow);
  await expect(log.locator("> li", { hasText: account.userName })).toHaveCount(3);
  await expect(log.locator("> li", { hasText: other.userName })).toContainText(KEY);
});

test("a changed English text marks the translations for review; the editor filters on them and confirms one", async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signInEntitled(page, SITE);
  await makeEditor(account.userName, SITE);
  const cookie = await sessionOf(page);
  const base = await newestVersion(cookie, "en", REVIEWED_KEY);
  const english = `The house by the dike ${Date.now().toString(36)}`;
  expect((await api(cookie, "publish", { changes: [{ key: REVIEWED_KEY, locale: "en", value: english, baseVersion: base }] })).status).toBe(201);

  await openTexts(page, "es", REVIEWED_KEY);
  await page.getByLabel(en.contentEditor.view, { exact: true }).selectOption("needsReview");
  const row = rowOf(page, REVIEWED_KEY);
  await expect(row).toContainText(en.contentEditor.marks.needsReview);
  // The English text as visitors now read it stands beside the Spanish one.
  await expect(row).toContainText(english);
  await row.getByRole("button", { name: en.contentEditor.row.confirm }).click();
  await expect(page.getByRole("status").filter({ hasText: en.contentEditor.done.confirmed })).toBeVisible(slow);
  await expect(row).toBeHidden();
  await page.getByLabel(en.contentEditor.view, { exact: true }).selectOption("all");
  await expect(rowOf(page, REVIEWED_KEY)).not.toContainText(en.contentEditor.marks.needsReview);

  // A text the server refuses is named with the reason; nothing is published and the draft stays.
  await fieldOf(page, "Español", english, REVIEWED_KEY).fill("<b>Casa</b> junto al dique");
  await page.getByRole("button", { name: "Publish all drafts (1)" }).click();
  const refusals = page.getByTestId("refusals");
  await expect(refusals).toContainText(REVIEWED_KEY, slow);
  await expect(refusals).toContainText(en.contentEditor.refused.codes.markup);
  await expect(rowOf(page, REVIEWED_KEY)).toContainText(en.contentEditor.marks.draft);
  await rowOf(page, REVIEWED_KEY).getByRole("button", { name: en.contentEditor.row.discard }).click();
  await expect(page.getByRole("status").filter({ hasText: en.contentEditor.done.discarded })).toBeVisible(slow);
  await expect(fieldOf(page, "Español", english, REVIEWED_KEY)).not.toHaveValue(/Casa/);

  // A text every site shares is read-only for an editor of one site, with the reason.
  await page.getByLabel(en.languageEditor.search).fill("auth.errors.notFound");
  await expect(rowOf(page, "auth.errors.notFound")).toContainText(en.contentEditor.marks.sharedReadOnly);
  await expect(rowOf(page, "auth.errors.notFound").locator("textarea")).toHaveCount(0);

  // The editors' pages pass axe, here in English and light, below in Arabic and dark.
  await page.getByLabel(en.languageEditor.search).fill(REVIEWED_KEY);
  await rowOf(page, REVIEWED_KEY).getByRole("button", { name: en.contentEditor.row.history }).click();
  await expect(page.getByTestId("history")).toContainText(en.contentEditor.history.none, slow);
  expect(await seriousViolations(page)).toEqual([]);
  for (const path of ["/en/edit", "/en/edit/changes", "/en/edit/preview?path=%2F"]) {
    await page.goto(siteUrl(SITE, path));
    await expect(page.locator("main h1, [data-testid=preview-notice]").first()).toBeVisible(slow);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  // The English start page as it was: the suite shares one server, and the visual spec compares it.
  const restoreBase = await newestVersion(cookie, "en", REVIEWED_KEY);
  expect((await api(cookie, "publish", { changes: [{ key: REVIEWED_KEY, locale: "en", value: en.heroes.political.kicker, baseVersion: restoreBase }] })).status).toBe(201);
});

test("a member who is no editor is refused at /edit and by every write route; a visitor is sent to the sign-in", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(siteUrl(OTHER_SITE, "/en/edit/texts"));
  await expect(page).toHaveURL(siteUrl(OTHER_SITE, "/en/login?next=%2Fedit%2Ftexts"), slow);

  await signInEntitled(page, OTHER_SITE);
  for (const path of ["/en/edit", "/en/edit/texts", "/en/edit/changes", "/en/edit/preview?path=%2F"]) {
    await page.goto(siteUrl(OTHER_SITE, path));
    await expect(page.getByTestId("not-editor"), path).toContainText(en.members.editors.notEditor.text, slow);
  }
  // The overview offers the editors' area to editors only.
  await page.goto(siteUrl(OTHER_SITE, "/en/dashboard"));
  await expect(page.getByRole("link", { name: en.paths.various, exact: true }).first()).toBeVisible(slow);
  await expect(page.locator(`a[href="/en/edit"]`)).toHaveCount(0);

  const cookie = await sessionOf(page);
  const writes: [string, unknown][] = [
    ["drafts", { key: OTHER_KEY, locale: "de", value: "Taken over", baseVersion: null }],
    ["drafts/discard", { key: OTHER_KEY, locale: "de" }],
    ["publish", { changes: [{ key: OTHER_KEY, locale: "de", value: "Taken over", baseVersion: null }] }],
    ["restore", { key: OTHER_KEY, locale: "de", version: 1, baseVersion: null }],
    ["confirm", { key: OTHER_KEY, locale: "de" }],
  ];
  for (const [path, body] of writes) {
    const answer = await api(cookie, path, body, OTHER_SITE);
    expect(answer.status, path).toBe(403);
    expect(JSON.parse(answer.text), path).toMatchObject({ code: "notEditor" });
    expect((await api(undefined, path, body, OTHER_SITE)).status, path).toBe(401);
  }
});

test("an editor's writes are limited: past the limit a 429 says how long to wait, and nothing is written", async () => {
  test.setTimeout(90_000);
  const editor = await entitledMember(port, dataDir, OTHER_SITE);
  await makeEditor(editor.userName, OTHER_SITE);
  const draft = { key: OTHER_KEY, locale: "lt", value: "Kavinė", baseVersion: null };
  let answer = await api(editor.cookie, "drafts", draft, OTHER_SITE);
  for (let count = 1; answer.status === 200 && count <= 200; count += 1) answer = await api(editor.cookie, "confirm", { key: OTHER_KEY, locale: "lt" }, OTHER_SITE);
  expect(answer.status).toBe(429);
  const wait = Number(answer.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(JSON.parse(answer.text)).toMatchObject({ code: "rateLimited", retryAfter: wait });
  expect((await api(editor.cookie, "drafts", { ...draft, value: "Kavinė 2" }, OTHER_SITE)).status).toBe(429);
  const texts = JSON.parse((await api(editor.cookie, "texts?locale=lt", undefined, OTHER_SITE)).text) as { texts: { key: string; draft?: { value: string } }[] };
  expect(texts.texts.find((text) => text.key === OTHER_KEY)?.draft?.value).toBe("Kavinė");
});

test.describe("in Arabic and dark", () => {
  test.use({ colorScheme: "dark" });

  test("the editors' texts and the preview read from right to left in Arabic", async ({ page }) => {
    test.setTimeout(90_000);
    const account = await signInEntitled(page, OTHER_SITE, "ar");
    await makeEditor(account.userName, OTHER_SITE);
    await page.goto(siteUrl(OTHER_SITE, "/ar/edit/texts"));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.paths.editTexts);
    await expect(page.locator("table")).toBeVisible(slow);
    await expect(page.getByLabel(ar.languageEditor.language)).toHaveValue("ar");
    // The table starts at the right edge: the English original's column sits right of the text column.
    const key = await page.locator("thead th").first().boundingBox();
    const text = await page.locator("thead th").last().boundingBox();
    expect((key?.x ?? 0) > (text?.x ?? 0)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(siteUrl(OTHER_SITE, "/ar/edit/preview?path=%2F"));
    await expect(page.getByTestId("preview-notice")).toContainText("العربية");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    for (const path of ["/ar/edit", "/ar/edit/changes"]) {
      await page.goto(siteUrl(OTHER_SITE, path));
      await expect(page.locator("main h1")).toBeVisible(slow);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
