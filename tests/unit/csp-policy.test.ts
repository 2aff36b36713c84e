import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import CspFileSystemCache from "@/lib/security/csp-cache-handler.mjs";
import { NON_DOCUMENT_POLICY, documentPolicy, inlineScriptBodies, inlineScriptHashes } from "@/lib/security/csp-policy.mjs";

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

describe("content security policy", () => {
  it("never allows inline scripts wholesale and forbids framing", () => {
    const policy = documentPolicy(["'nonce-abc'"]);
    const scripts = policy.split("; ").find((part) => part.startsWith("script-src"));
    expect(scripts).toBe("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(NON_DOCUMENT_POLICY).toContain("default-src 'none'");
  });

  it("hashes the scripts a browser runs and skips external scripts and data blocks", () => {
    const html = [
      "<script>self.a=1</script>",
      '<script src="/_next/x.js"></script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script id="_R_">self.b=2</script>',
      '<script type="module">import("/m.js")</script>',
      "<script>self.a=1</script>",
      "<script></script>",
    ].join("");
    expect(inlineScriptBodies(html)).toEqual(["self.a=1", "self.b=2", 'import("/m.js")', "self.a=1"]);
    expect(inlineScriptHashes(html, sha256)).toEqual([`'sha256-${sha256("self.a=1")}'`, `'sha256-${sha256("self.b=2")}'`, `'sha256-${sha256('import("/m.js")')}'`]);
  });
});

describe("the cache handler", () => {
  it("stores a regenerated page with the policy of its own inline scripts", async () => {
    const written = new Map<string, string>();
    const fs = {
      existsSync: () => false,
      readFile: async () => {
        throw new Error("not on disk");
      },
      readFileSync: () => {
        throw new Error("not on disk");
      },
      writeFile: async (path: string, data: string) => void written.set(path, String(data)),
      mkdir: async () => undefined,
      stat: async () => ({ mtime: new Date() }),
    };
    const cache = new CspFileSystemCache({ fs, flushToDisk: true, serverDistDir: "/dist", revalidatedTags: [], maxMemoryCacheSize: 0 });
    const html = "<html><body><script>self.__next_f.push([1])</script><p>today</p></body></html>";
    await cache.set(
      "/peace/en/daily_gospel",
      { kind: "APP_PAGE", html, rscData: Buffer.from(""), headers: { "x-nextjs-stale-time": "300" }, status: 200, postponed: undefined, segmentData: undefined },
      { fetchCache: false, isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 3600, expire: undefined } },
    );
    const meta = [...written.entries()].find(([path]) => path.endsWith("daily_gospel.meta"));
    expect(meta).toBeDefined();
    const headers = JSON.parse(meta?.[1] ?? "{}").headers as Record<string, string>;
    expect(headers["x-nextjs-stale-time"]).toBe("300");
    expect(headers["content-security-policy"]).toBe(documentPolicy([`'sha256-${sha256("self.__next_f.push([1])")}'`]));
  });
});
