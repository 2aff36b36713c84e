import { describe, expect, it } from "vitest";
import { prerenderedEtagOf } from "@/lib/server/prerendered-etag-file.mjs";
import { stillFresh } from "@/lib/server/prerendered-etags";

const etag = prerenderedEtagOf("<html><body>2024</body></html>");

describe("a prerendered page's ETag", () => {
  it("is strong, quoted and changes with the page", () => {
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(prerenderedEtagOf("<html><body>2025</body></html>")).not.toBe(etag);
    expect(prerenderedEtagOf("<html><body>2024</body></html>")).toBe(etag);
  });
});

describe("If-None-Match", () => {
  it("holds for the same ETag, weak or strong, alone or in a list, and for *", () => {
    expect(stillFresh(etag, etag)).toBe(true);
    expect(stillFresh(`W/${etag}`, etag)).toBe(true);
    expect(stillFresh(`"older", ${etag}`, etag)).toBe(true);
    expect(stillFresh("*", etag)).toBe(true);
  });

  it("does not hold for another page, a bare value or no header", () => {
    expect(stillFresh('"older"', etag)).toBe(false);
    expect(stillFresh(etag.slice(1, -1), etag)).toBe(false);
    expect(stillFresh(null, etag)).toBe(false);
    expect(stillFresh("", etag)).toBe(false);
  });
});
