import { describe, expect, it } from "vitest";
import type { PublishedValue } from "@/lib/db/content";
import { lastPublishedAt } from "./last-published";

const value = (owner: string, kind: "text" | "fact", locale: string, at: number, key = "k"): PublishedValue => ({ owner, kind, key, locale, value: "v", version: at, author: "a", at });
const ownFactsOnly = (site: string, owner: string) => owner === site;

describe("lastPublishedAt", () => {
  const values = [value("forum", "text", "de", 100), value("*", "text", "lt", 300), value("forum", "fact", "", 200), value("syma", "text", "de", 900)];

  it("takes the site's texts of the language, shared texts and the site's facts", () => {
    expect(lastPublishedAt(values, "forum", "de", ownFactsOnly)).toBe(200);
    expect(lastPublishedAt(values, "forum", "lt", ownFactsOnly)).toBe(300);
    expect(lastPublishedAt(values, "syma", "de", ownFactsOnly)).toBe(900);
  });

  it("takes another site's fact when it reaches the pages (the owner's address on another imprint)", () => {
    const withOwners = [...values, value("syma", "fact", "", 1_000, "person/street")];
    const ownersAddress = (site: string, owner: string, path: string) => owner === site || (owner === "syma" && path.startsWith("person/"));
    expect(lastPublishedAt(withOwners, "lobby", "en", ownersAddress)).toBe(1_000);
    expect(lastPublishedAt(withOwners, "lobby", "en", ownFactsOnly)).toBeUndefined();
  });

  it("is undefined when nothing published reaches the pages", () => {
    expect(lastPublishedAt(values, "syma", "en", ownFactsOnly)).toBeUndefined();
    expect(lastPublishedAt([], "forum", "de", ownFactsOnly)).toBeUndefined();
  });
});
