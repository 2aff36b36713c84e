import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NON_DOCUMENT_POLICY, documentPolicy, inlineScriptBodies, inlineScriptHashes } from "@/lib/server/security/csp-policy.mjs";

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
