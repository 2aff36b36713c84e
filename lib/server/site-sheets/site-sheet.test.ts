import { describe, expect, it } from "vitest";
import { isBuildSheet, parseSiteSheets } from "./site-sheet";

describe("the sites' sheet manifest", () => {
  it("lists each site's own sheets", () => {
    const sheets = parseSiteSheets('{"forum":["chunks/0a.css"],"vault":["chunks/0a.css","css/1b.css"]}');
    expect(sheets.get("forum")?.has("chunks/0a.css")).toBe(true);
    expect(sheets.get("vault")?.size).toBe(2);
  });

  it("gives no copies for a cut-off, non-JSON or wrongly shaped manifest: every host gets the whole sheets", () => {
    for (const text of ['{"forum":["chunks/0a.c', "not json", '["chunks/0a.css"]', '{"forum":"chunks/0a.css"}', '{"forum":[1]}']) {
      expect(parseSiteSheets(text).size, text).toBe(0);
    }
  });
});

describe("which requests are build sheets", () => {
  it("takes the build's CSS files and nothing else", () => {
    expect(isBuildSheet("/_next/static/chunks/0nrsr2erv-t2e.css")).toBe(true);
    expect(isBuildSheet("/_next/static/css/app.layout.css")).toBe(true);
    expect(isBuildSheet("/_next/static/chunks/0nrsr2erv-t2e.js")).toBe(false);
    expect(isBuildSheet("/_next/static/sites/forum/chunks/0a.css")).toBe(false);
    expect(isBuildSheet("/_next/static/chunks/../../secret.css")).toBe(false);
    expect(isBuildSheet("/en/style.css")).toBe(false);
  });
});
