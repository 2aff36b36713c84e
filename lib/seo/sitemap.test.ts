import { describe, expect, it } from "vitest";
import { locales } from "@/lib/i18n/locales";
import { indexablePaths, robotsTxt, sitemapXml } from "@/lib/seo/sitemap";
import { findView, sites } from "@/lib/tenancy/sites/registry";
import { siteIds } from "@/lib/tenancy/sites/types";

const view = (id: string) => {
  const found = findView(id);
  if (!found) throw new Error(id);
  return found;
};

describe("sitemap", () => {
  it("lists every content page of every site, and no sign-in page", () => {
    for (const id of siteIds) {
      if (sites[id].underConstruction) continue;
      const contentPaths = sites[id].routes.filter((route) => route.access === "public").map((route) => route.path);
      expect(indexablePaths(view(id)), id).toEqual(["", "/imprint", ...contentPaths]);
    }
    expect(indexablePaths(view("peace"))).toContain("/daily_gospel");
    expect(indexablePaths(view("forum"))).toEqual(["", "/imprint", "/2025", "/2024", "/2023", "/2022", "/2021", "/2020"]);
    expect(indexablePaths(view("tax"))).toEqual([]);
  });

  it("has one entry per page and language with all alternates", () => {
    const xml = sitemapXml(view("writing"), "https://writing.example.org", (locale) => new Date(locale === "ta" ? "2026-11-20T10:00:00Z" : "2026-11-01T00:00:00Z"));
    const entries = xml.match(/<url>/g) ?? [];
    expect(entries).toHaveLength(indexablePaths(view("writing")).length * locales.length);
    expect(xml).toContain("<loc>https://writing.example.org/ta/exin1</loc>");
    expect(xml).toContain('hreflang="x-default" href="https://writing.example.org/exin1"');
    expect(xml).not.toContain("mps30");
    // Each language's pages say when their texts last changed.
    expect(xml).toContain("<loc>https://writing.example.org/ta/exin1</loc>\n    <lastmod>2026-11-20T10:00:00.000Z</lastmod>");
    expect(xml).toContain("<loc>https://writing.example.org/de/exin1</loc>\n    <lastmod>2026-11-01T00:00:00.000Z</lastmod>");
  });

  it("keeps the members' pages out of robots with one rule each; the tools' views fall under /various", () => {
    const rules = robotsTxt(view("forum"), "https://forum.example.org").split("\n").filter((line) => line.startsWith("Disallow: /*/"));
    expect(rules).toContain("Disallow: /*/various");
    expect(rules).toContain("Disallow: /*/dashboard");
    expect(rules.filter((rule) => rule.startsWith("Disallow: /*/various"))).toEqual(["Disallow: /*/various"]);
  });
});
