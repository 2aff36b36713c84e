import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CachedRouteKind, IncrementalCacheKind } from "next/dist/server/response-cache/types";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sha256 } from "../security/sha256.mjs";
import PageCacheHandler from "./page-cache-handler.mjs";
import { expirePageTags, pageCacheState, pathTag } from "./page-cache-state.mjs";

// What Next.js hands a cache handler: its file-system methods and the server's output folder.
type HandlerContext = ConstructorParameters<typeof PageCacheHandler>[0];
const { nodeFs } = createRequire(import.meta.url)("next/dist/server/lib/node-fs-methods.js") as { nodeFs: HandlerContext["fs"] };

const TAGS = `_N_T_/layout,_N_T_/[site]/[locale]/layout,${pathTag("/forum/en/peace")}`;
const pageContext = { kind: "APP_PAGE" as IncrementalCacheKind.APP_PAGE, isRoutePPREnabled: false, isFallback: false } as const;
const script = "self.__next_f.push([1,\"hello\"])";
const html = `<!DOCTYPE html><html><head></head><body><p>Peace</p><script>${script}</script></body></html>`;

let serverDir: string;
let handler: InstanceType<typeof PageCacheHandler>;

beforeEach(() => {
  serverDir = mkdtempSync(join(tmpdir(), "page-cache-"));
  handler = new PageCacheHandler({ fs: nodeFs, serverDistDir: serverDir, flushToDisk: true, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [], _requestHeaders: {} });
  const state = pageCacheState();
  state.expiredAt.clear();
  state.etags.clear();
  state.buildEtagsStale = false;
});

afterEach(() => rmSync(serverDir, { recursive: true, force: true }));

/** A page as `next build` writes it: HTML, RSC payload and the headers in `.meta`. */
function writeBuiltPage(path: string, headers: Record<string, string>): void {
  const file = join(serverDir, "app", path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(`${file}.html`, "<p>built</p>");
  writeFileSync(`${file}.rsc`, "0:built");
  writeFileSync(`${file}.meta`, JSON.stringify({ status: 200, headers }));
}

describe("the page cache on Next's file-system cache", () => {
  it("reads a page as the build wrote it, with its stored headers", async () => {
    writeBuiltPage("/forum/en/peace", { "x-next-cache-tags": TAGS, etag: '"built"' });
    const entry = await handler.get("/forum/en/peace", pageContext);
    expect(entry?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>built</p>", headers: { etag: '"built"' } });
  });

  it("does not serve a built page again once a publish made one of its tags stale", async () => {
    writeBuiltPage("/forum/en/peace", { "x-next-cache-tags": TAGS });
    expirePageTags([pathTag("/forum/en/peace")], Date.now() + 1000);
    expect(await handler.get("/forum/en/peace", pageContext)).toBeNull();
    writeBuiltPage("/forum/en/other", { "x-next-cache-tags": "_N_T_/layout,_N_T_/forum/en/other" });
    expect(await handler.get("/forum/en/other", pageContext)).not.toBeNull();
  });

  it("gives a page rendered anew the hashes of its own inline scripts and an ETag of its HTML", async () => {
    const data = { kind: "APP_PAGE" as CachedRouteKind.APP_PAGE, html, rscData: Buffer.from("0:x"), headers: { "x-next-cache-tags": TAGS }, status: 200, postponed: undefined, segmentData: undefined } as const;
    await handler.set("/forum/en/peace", data, { ...pageContext, cacheControl: { revalidate: false, expire: undefined } });
    const policy = data.headers["content-security-policy" as keyof typeof data.headers] as string;
    expect(policy).toContain(`'sha256-${sha256(script)}'`);
    const etag = (data.headers as Record<string, string>).etag;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    // The middleware's early 304 now knows this page's new ETag.
    expect(pageCacheState().etags.get("/forum/en/peace")).toBe(etag);
    const entry = await handler.get("/forum/en/peace", pageContext);
    const cached = entry?.value;
    expect(cached && "headers" in cached ? cached.headers : undefined).toMatchObject({ "content-security-policy": policy, etag });
  });

  it("forgets the build's ETags when a tag every page carries is made stale", async () => {
    await handler.revalidateTag("_N_T_/[site]/[locale]/layout");
    expect(pageCacheState().buildEtagsStale).toBe(true);
    await handler.revalidateTag([pathTag("/forum/de/peace")]);
    expect(pageCacheState().etags.get("/forum/de/peace")).toBeNull();
  });
});
