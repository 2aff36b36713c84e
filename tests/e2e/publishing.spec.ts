import { expect, request as requests, test } from "@playwright/test";
import { dataDirFrom } from "../../lib/db/data-dir.mjs";
import { databaseConfigOrExit } from "../../lib/db/engine.mjs";
import { setRole } from "../../lib/db/operator.mjs";
import { openDatabase } from "../../lib/db/open.mjs";
import serverEnv from "./server-env.json" with { type: "json" };
import { siteUrl } from "./server-env";
import { signInEntitled } from "./support/auth";

const KEY = "heroes.forum.tagline";
const origin = siteUrl("forum");

/** What the operator does with `npm run auth:grant -- --role editor` on the test server's database. */
async function makeEditor(userName: string): Promise<void> {
  const db = await openDatabase(databaseConfigOrExit({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDirFrom(serverEnv as Record<string, string>) }));
  try {
    if (!(await setRole(db, { site: "forum", userName, role: "editor", scope: "forum", granted: true, now: Date.now() }))) throw new Error(`no account ${userName}`);
  } finally {
    await db.destroy();
  }
}

/** The start page as a visitor sees it (no cookie). */
async function startPageText(): Promise<string> {
  const visitor = await requests.newContext();
  try {
    return await (await visitor.get(`${origin}/en`)).text();
  } finally {
    await visitor.dispose();
  }
}

test("visitors get 401 and members who are no editors 403 from the content API", async ({ page }) => {
  const visitor = await requests.newContext();
  expect((await visitor.get(`${origin}/api/content/texts?locale=en`)).status()).toBe(401);
  await visitor.dispose();
  await signInEntitled(page, "forum");
  const answer = await page.request.get(`${origin}/api/content/texts?locale=en`);
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ error: "Only editors of this site can change its texts.", code: "notEditor" });
  const publish = await page.request.post(`${origin}/api/content/publish`, {
    headers: { Origin: origin },
    data: { changes: [{ key: KEY, locale: "en", value: "Taken over", baseVersion: null }] },
  });
  expect(publish.status()).toBe(403);
});

test("an editor publishes a text, it shows within 5 s; a stale publish is refused; translations need review; restore brings the build's text back", async ({ page }) => {
  test.setTimeout(90_000);
  const account = await signInEntitled(page, "forum");
  await makeEditor(account.userName);
  const texts = async (locale: string) => (await (await page.request.get(`${origin}/api/content/texts?locale=${locale}`)).json()) as { texts: { key: string; build: string; published?: { version: number }; needsReview: boolean }[] };
  const tagline = (await texts("en")).texts.find((text) => text.key === KEY);
  expect(tagline?.build).toContain("Hollmünde");
  const base = tagline?.published?.version ?? null;
  const fresh = `Published by an editor ${Date.now()}`;
  const post = (value: string | null, baseVersion: number | null) =>
    page.request.post(`${origin}/api/content/publish`, { headers: { Origin: origin }, data: { changes: [{ key: KEY, locale: "en", value, baseVersion }] } });

  const published = await post(fresh, base);
  expect(published.status()).toBe(201);
  const version = ((await published.json()) as { versions: { version: number }[] }).versions[0]?.version ?? 0;
  const started = Date.now();
  await expect.poll(startPageText, { timeout: 5_000, intervals: [250] }).toContain(fresh);
  console.log(`publish to visible: ${Date.now() - started} ms`);

  const stale = await post("Someone else's older draft", base);
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as { error: string }).error).toContain(`${KEY} (en) was published by ${account.userName}`);

  expect((await texts("es")).texts.find((text) => text.key === KEY)?.needsReview).toBe(true);
  expect((await texts("de")).texts.find((text) => text.key === KEY)?.needsReview).toBe(false);

  const refused = await post("<script>alert(1)</script>", version);
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: string }).error).toContain(KEY);

  expect((await post(null, version)).status()).toBe(201);
  await expect.poll(startPageText, { timeout: 5_000, intervals: [250] }).not.toContain(fresh);
  expect(await startPageText()).toContain(tagline?.build.slice(0, 20));
});
