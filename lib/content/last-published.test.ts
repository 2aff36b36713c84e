import { describe, expect, it } from "vitest";
import type { PublishedValue } from "@/lib/db/content";
import { lastPublishedAt } from "./last-published";

const value = (owner: string, kind: "text" | "fact", locale: string, at: number): PublishedValue => ({ owner, kind, key: "k", locale, value: "v", version: at, author: "a", at });

describe("lastPublishedAt", () => {
  const values = [value("forum", "text", "de", 100), value("*", "text", "lt", 300), value("forum", "fact", "", 200), value("syma", "text", "de", 900)];

  it("takes the site's texts of the language, shared texts and the site's facts", () => {
    expect(lastPublishedAt(values, "forum", "de")).toBe(200);
    expect(lastPublishedAt(values, "forum", "lt")).toBe(300);
    expect(lastPublishedAt(values, "syma", "de")).toBe(900);
  });

  it("is undefined when nothing published reaches the pages", () => {
    expect(lastPublishedAt(values, "syma", "en")).toBeUndefined();
    expect(lastPublishedAt([], "forum", "de")).toBeUndefined();
  });
});
