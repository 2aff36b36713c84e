import { expect, test, type APIRequestContext } from "@playwright/test";
import { EVERY_SITE } from "../../lib/db/operator";
import { siteIds } from "../../lib/tenancy/sites/types";
import { ORIGIN } from "./server-env";
import { signInEntitled } from "./support/auth";
import { makeEditor, sessionOf } from "./support/editors";
import { call } from "./support/http-client";

const port = Number(process.env.E2E_PORT);
const PNG_SIGNATURE = "89504e470d0a1a0a";
// The picture shows the site's title and description. The English title is what other specs read
// on every forum page while this one runs beside them; the description shows in no page's text.
const KEY = "sites.forum.description";

async function sharePicture(request: APIRequestContext, site: string, path = "/share-picture") {
  const response = await request.get(`${ORIGIN}${path}`, { headers: { host: `${site}.localhost` } });
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

/** Width and height from the PNG's first chunk (IHDR), after the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE);
  expect(body.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1] ?? "";
const twitterImageOf = (html: string) => /<meta name="twitter:image" content="([^"]+)"\/>/.exec(html)?.[1] ?? "";
const forumOgImage = async () => ogImageOf((await call(port, { path: "/en", site: "forum" })).text);

test("every site answers /share-picture with its 1200×630 PNG, kept by a proxy like its robots.txt, and its pages point to it", async ({ request }) => {
  test.setTimeout(60_000);
  const pictures = new Set<string>();
  for (const site of siteIds) {
    const picture = await sharePicture(request, site);
    expect(picture.status, site).toBe(200);
    expect(picture.headers["content-type"], site).toBe("image/png");
    expect(pngSize(picture.body), site).toEqual({ width: 1200, height: 630 });
    const robots = await request.get(`${ORIGIN}/robots.txt`, { headers: { host: `${site}.localhost` } });
    expect(picture.headers["cache-control"], site).toBe(robots.headers()["cache-control"]);
    pictures.add(picture.body.toString("base64"));
  }
  // Each site has a picture of its own.
  expect(pictures.size).toBe(siteIds.length);

  for (const site of ["forum", "syma", "peace"]) {
    const html = (await call(port, { path: "/de", site })).text;
    const ogImage = ogImageOf(html);
    expect(ogImage, site).toMatch(/^https?:\/\/[^/]+\/share-picture\?v=[0-9a-f]{8}$/);
    expect(twitterImageOf(html), site).toBe(ogImage);
    const linked = await sharePicture(request, site, new URL(ogImage).pathname + new URL(ogImage).search);
    expect(linked.body.equals((await sharePicture(request, site)).body), site).toBe(true);
  }
});

test("a published English site description gives the forum's pages a new picture address and the picture new pixels within 5 s; restoring brings both back", async ({ page, request }) => {
  test.setTimeout(90_000);
  // An editor of every site, signed in on a site whose shared access other specs leave room on.
  const account = await signInEntitled(page, "languages");
  await makeEditor(account.userName, "languages", EVERY_SITE);
  const cookie = await sessionOf(page);
  const api = (path: string, body?: unknown) =>
    call(port, { method: body === undefined ? "GET" : "POST", path: `/api/content/${path}`, site: "languages", cookie, body });
  type Texts = { texts: { key: string; published?: { version: number } }[] };
  const base = (JSON.parse((await api("texts?locale=en")).text) as Texts).texts.find((text) => text.key === KEY)?.published?.version ?? null;

  const addressBefore = await forumOgImage();
  const pixelsBefore = (await sharePicture(request, "forum")).body;
  const answer = await api("publish", { changes: [{ key: KEY, locale: "en", value: `Food, a cafe and news of the parish St. Anna, ${Date.now() % 100_000}.`, baseVersion: base }] });
  expect(answer.status, answer.text).toBe(201);
  const version = (JSON.parse(answer.text) as { versions: { version: number }[] }).versions[0]?.version ?? 0;
  try {
    const started = Date.now();
    await expect.poll(forumOgImage, { timeout: 5_000, intervals: [250] }).not.toBe(addressBefore);
    await expect.poll(async () => (await sharePicture(request, "forum")).body.equals(pixelsBefore), { timeout: Math.max(500, 5_000 - (Date.now() - started)), intervals: [250] }).toBe(false);
    console.log(`publish to new picture: ${Date.now() - started} ms`);
    const redrawn = await sharePicture(request, "forum");
    expect(redrawn.headers["content-type"]).toBe("image/png");
    expect(pngSize(redrawn.body)).toEqual({ width: 1200, height: 630 });
  } finally {
    const restored = await api("publish", { changes: [{ key: KEY, locale: "en", value: null, baseVersion: version }] });
    expect(restored.status, restored.text).toBe(201);
  }
  // The build's title again: the same texts, the same address, and the picture drawn anew once more.
  await expect.poll(forumOgImage, { timeout: 5_000, intervals: [250] }).toBe(addressBefore);
  await expect.poll(async () => (await sharePicture(request, "forum")).body.equals(pixelsBefore), { timeout: 5_000, intervals: [250] }).toBe(true);
});
