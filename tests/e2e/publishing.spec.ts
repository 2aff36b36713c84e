import { expect, test } from "@playwright/test";
import { EVERY_SITE } from "../../lib/db/operator";
import { inlineScriptHashes } from "../../lib/server/security/csp-policy.mjs";
import { sha256 } from "../../lib/server/security/sha256.mjs";
import { outboxMailTo, registerPersonal, signInEntitled, signInShared } from "./support/auth";
import { makeEditor, sessionOf } from "./support/editors";
import { call } from "./support/http-client";

const KEY = "heroes.forum.tagline";
const VAULT_KEY = "heroes.vault.tagline";
const port = Number(process.env.E2E_PORT);

/** The start page as a visitor sees it (no cookie). */
async function startPageText(): Promise<string> {
  return (await call(port, { path: "/en", site: "forum" })).text;
}

// Each site's shared access registers five accounts an hour: the tests spread over several sites.
const api = (cookie: string | undefined, path: string, body?: unknown, site = "forum") =>
  call(port, { method: body === undefined ? "GET" : "POST", path: `/api/content/${path}`, site, cookie, body });

test("visitors get 401 and members who are no editors 403 from the content API", async ({ page }) => {
  expect((await api(undefined, "texts?locale=en")).status).toBe(401);
  await signInEntitled(page, "forum");
  const cookie = await sessionOf(page);
  const answer = await api(cookie, "texts?locale=en");
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.text)).toEqual({ error: "Only editors of this site can change its texts.", code: "notEditor" });
  const publish = await api(cookie, "publish", { changes: [{ key: KEY, locale: "en", value: "Taken over", baseVersion: null }] });
  expect(publish.status).toBe(403);
});

test("an editor publishes a text, it shows within 5 s; a stale publish is refused; translations need review; restore brings the build's text back", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signInEntitled(page, "forum");
  await makeEditor(account.userName);
  const cookie = await sessionOf(page);
  type Texts = { texts: { key: string; build: string; published?: { version: number }; needsReview: boolean }[] };
  const texts = async (locale: string) => JSON.parse((await api(cookie, `texts?locale=${locale}`)).text) as Texts;
  const tagline = (await texts("en")).texts.find((text) => text.key === KEY);
  expect(tagline?.build).toContain("Hollmünde");
  const base = tagline?.published?.version ?? null;
  const fresh = `Published by an editor ${Date.now()}`;
  const post = (value: string | null, baseVersion: number | null) => api(cookie, "publish", { changes: [{ key: KEY, locale: "en", value, baseVersion }] });

  // Earlier runs on the same database may have left marks: confirmed, they are gone.
  for (const locale of ["de", "es"]) expect((await api(cookie, "confirm", { key: KEY, locale })).status).toBe(200);
  expect((await texts("es")).texts.find((text) => text.key === KEY)?.needsReview).toBe(false);

  const published = await post(fresh, base);
  expect(published.status, published.text).toBe(201);
  const version = (JSON.parse(published.text) as { versions: { version: number }[] }).versions[0]?.version ?? 0;
  const started = Date.now();
  await expect.poll(startPageText, { timeout: 5_000, intervals: [250] }).toContain(fresh);
  console.log(`publish to visible: ${Date.now() - started} ms`);

  const stale = await post("Someone else's older draft", base);
  expect(stale.status).toBe(409);
  expect((JSON.parse(stale.text) as { error: string }).error).toContain(`${KEY} (en) was published by ${account.userName}`);

  expect((await texts("es")).texts.find((text) => text.key === KEY)?.needsReview).toBe(true);
  expect((await texts("de")).texts.find((text) => text.key === KEY)?.needsReview).toBe(false);

  const refused = await post("<script>alert(1)</script>", version);
  expect(refused.status).toBe(422);
  expect((JSON.parse(refused.text) as { error: string }).error).toContain(KEY);

  expect((await post(null, version)).status).toBe(201);
  await expect.poll(startPageText, { timeout: 5_000, intervals: [250] }).not.toContain(fresh);
  expect(await startPageText()).toContain(tagline?.build.slice(0, 20));
});

test("a page rendered anew after a publish allows exactly its own inline scripts and has a new ETag; the old one no longer answers 304", async ({ page }) => {
  test.setTimeout(60_000);
  const account = await signInEntitled(page, "vault");
  await makeEditor(account.userName, "vault");
  const cookie = await sessionOf(page);
  const startPage = (etag?: string) => call(port, { path: "/de", site: "vault", headers: etag ? { "if-none-match": etag } : {} });
  const before = await startPage();
  const oldEtag = String(before.headers.etag);
  expect((await startPage(oldEtag)).status).toBe(304);

  type Texts = { texts: { key: string; published?: { version: number } }[] };
  const published = (JSON.parse((await api(cookie, "texts?locale=de", undefined, "vault")).text) as Texts).texts.find((text) => text.key === VAULT_KEY)?.published;
  const fresh = `Neu veröffentlicht ${Date.now()}`;
  const post = (value: string | null, baseVersion: number | null) => api(cookie, "publish", { changes: [{ key: VAULT_KEY, locale: "de", value, baseVersion }] }, "vault");
  const answer = await post(fresh, published?.version ?? null);
  expect(answer.status, answer.text).toBe(201);
  const version = (JSON.parse(answer.text) as { versions: { version: number }[] }).versions[0]?.version ?? 0;
  try {
    // The browser's copy from before the publish is not confirmed, not even once.
    const revalidated = await startPage(oldEtag);
    expect(revalidated.status).toBe(200);
    expect(revalidated.text).toContain(fresh);
    for (const reply of [revalidated, await startPage()]) {
      const policy = String(reply.headers["content-security-policy"]);
      const hashes = inlineScriptHashes(reply.text, sha256);
      expect(hashes.length).toBeGreaterThan(0);
      const scriptSources = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      for (const hash of hashes) expect(scriptSources).toContain(hash);
      expect(scriptSources).not.toContain("unsafe-inline");
      expect(reply.headers.etag).toBeTruthy();
      expect(reply.headers.etag).not.toBe(oldEtag);
    }
    const newEtag = String((await startPage()).headers.etag);
    expect((await startPage(newEtag)).status).toBe(304);
  } finally {
    expect((await post(null, version)).status).toBe(201);
  }
});

test("a shared text an editor of every site publishes reaches the client components of every site's pages", async ({ page }) => {
  test.setTimeout(60_000);
  const account = await signInEntitled(page, "lobby");
  await makeEditor(account.userName, "lobby", EVERY_SITE);
  const cookie = await sessionOf(page);
  const key = "shell.darkMode";
  type Texts = { texts: { key: string; published?: { version: number }; mayEdit: boolean }[] };
  const current = (JSON.parse((await api(cookie, "texts?locale=it", undefined, "lobby")).text) as Texts).texts.find((text) => text.key === key);
  expect(current?.mayEdit).toBe(true);
  const label = `Tema scuro ${Date.now() % 10_000}`;
  const answer = await api(cookie, "publish", { changes: [{ key, locale: "it", value: label, baseVersion: current?.published?.version ?? null }] }, "lobby");
  expect(answer.status, answer.text).toBe(201);
  const version = (JSON.parse(answer.text) as { versions: { version: number }[] }).versions[0]?.version ?? 0;
  try {
    // The switch is a client component: its label comes with the page's compiled texts.
    for (const site of ["forum", "syma"]) {
      await expect.poll(async () => (await call(port, { path: "/it", site })).text, { timeout: 5_000, intervals: [250] }).toContain(label);
    }
    await page.goto(`http://syma.localhost:${port}/it`);
    await expect(page.locator(".dark-mode-label").first()).toHaveText(label);
  } finally {
    expect((await api(cookie, "publish", { changes: [{ key, locale: "it", value: null, baseVersion: version }] }, "lobby")).status).toBe(201);
  }
});

test("a published site title and description reach the page title, Open Graph, JSON-LD, the sitemap's pages and the kept members' overview", async ({ page }) => {
  test.setTimeout(60_000);
  const account = await signInEntitled(page, "forum");
  await makeEditor(account.userName);
  const cookie = await sessionOf(page);
  type Texts = { texts: { key: string; published?: { version: number } }[] };
  const texts = (JSON.parse((await api(cookie, "texts?locale=lt")).text) as Texts).texts;
  const baseOf = (key: string) => texts.find((text) => text.key === key)?.published?.version ?? null;
  const stamp = Date.now() % 100_000;
  const title = `Parapijos socialinis forumas ${stamp}`;
  const description = `Maisto dalijimas ir kavinė, ${stamp}.`;
  // The members' overview, kept for the editor's access, is rendered before the publish.
  const overview = () => call(port, { path: "/lt/dashboard", site: "forum", cookie });
  expect((await overview()).text).not.toContain(title);
  const answer = await api(cookie, "publish", {
    changes: [
      { key: "sites.forum.title", locale: "lt", value: title, baseVersion: baseOf("sites.forum.title") },
      { key: "sites.forum.description", locale: "lt", value: description, baseVersion: baseOf("sites.forum.description") },
    ],
  });
  expect(answer.status, answer.text).toBe(201);
  const versions = (JSON.parse(answer.text) as { versions: { key: string; version: number; at: number }[] }).versions;
  const published = versions[0]?.at ?? Date.now();
  try {
    await expect.poll(async () => (await call(port, { path: "/lt", site: "forum" })).text, { timeout: 5_000, intervals: [250] }).toContain(title);
    await expect.poll(async () => (await overview()).text, { timeout: 5_000, intervals: [250] }).toContain(title);
    const html = (await call(port, { path: "/lt", site: "forum" })).text;
    expect(html).toContain(`<meta property="og:site_name" content="${title}"/>`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]).join("\n");
    expect(jsonLd).toContain(title);
    expect(jsonLd).toContain(description);
    // The sitemap tells search engines the Lithuanian pages changed (the other languages keep their date).
    const sitemap = (await call(port, { path: "/sitemap.xml", site: "forum" })).text;
    const lastmodOf = (path: string) => new RegExp(`<loc>[^<]*${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1] ?? "";
    expect(Date.parse(lastmodOf("/lt"))).toBeGreaterThanOrEqual(published);
    expect(Date.parse(lastmodOf("/ta"))).toBeLessThan(published);
  } finally {
    const undo = await api(cookie, "publish", { changes: versions.map((version) => ({ key: version.key, locale: "lt", value: null, baseVersion: version.version })) });
    expect(undo.status, undo.text).toBe(201);
  }
});

test("the mail with a new member's initial password names the site by its published title", async ({ browser }) => {
  test.setTimeout(60_000);
  const editorPage = await (await browser.newContext()).newPage();
  const editor = await signInEntitled(editorPage, "writing");
  await makeEditor(editor.userName, "writing");
  const cookie = await sessionOf(editorPage);
  const key = "sites.writing.title";
  const writingApi = (path: string, body?: unknown) =>
    call(port, { method: body === undefined ? "GET" : "POST", path: `/api/content/${path}`, site: "writing", cookie, body });
  type Texts = { texts: { key: string; published?: { version: number } }[] };
  const base = (JSON.parse((await writingApi("texts?locale=de")).text) as Texts).texts.find((text) => text.key === key)?.published?.version ?? null;
  const title = `Schreibwerkstatt am Fluss ${Date.now() % 100_000}`;
  const answer = await writingApi("publish", { changes: [{ key, locale: "de", value: title, baseVersion: base }] });
  expect(answer.status, answer.text).toBe(201);
  try {
    const visitor = await (await browser.newContext()).newPage();
    await signInShared(visitor, "writing", "de");
    const account = await registerPersonal(visitor, "writing", undefined, "de");
    const mail = outboxMailTo(account.email);
    expect(mail).toMatch(new RegExp(`^From: "?${title}"? <no-reply@`, "m"));
    expect(mail.trimEnd().endsWith(title)).toBe(true);
  } finally {
    const version = (JSON.parse(answer.text) as { versions: { version: number }[] }).versions[0]?.version ?? null;
    expect((await writingApi("publish", { changes: [{ key, locale: "de", value: null, baseVersion: version }] })).status).toBe(201);
  }
});
