import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import forum from "./forum.json";

const here = import.meta.dirname;

function forumWith(name: string, fact: unknown): unknown {
  return { ...forum, facts: { ...forum.facts, [name]: fact } };
}

describe("site facts files", () => {
  it("accepts every site's JSON file", () => {
    const files = readdirSync(here).filter((name) => name.endsWith(".json"));
    expect(files).toHaveLength(10);
    for (const file of files) {
      expect(() => parseSiteFactsFile(file, JSON.parse(readFileSync(join(here, file), "utf8")))).not.toThrow();
    }
  });

  it("refuses a time of day that does not exist, naming the file and the path", () => {
    expect(() => parseSiteFactsFile("forum.json", forumWith("cafeFrom", { kind: "time", value: "25:00" }))).toThrow(
      "forum.json: facts/cafeFrom/value: expected a time of day as HH:MM",
    );
  });

  it("refuses a date that is not in the calendar", () => {
    expect(() => parseSiteFactsFile("forum.json", forumWith("visitDate", { kind: "date", value: "2025-02-30" }))).toThrow(
      "forum.json: facts/visitDate/value: no such day in the calendar",
    );
  });

  it("refuses a negative price", () => {
    expect(() => parseSiteFactsFile("forum.json", forumWith("prize", { kind: "money", value: -5, currency: "EUR" }))).toThrow(
      /^forum\.json: facts\/prize\/value: /,
    );
  });

  it("refuses an event that ends before it starts", () => {
    const [first, ...rest] = forum.events["2025"];
    const events = { ...forum.events, "2025": [{ ...first, end: "18:00" }, ...rest] };
    expect(() => parseSiteFactsFile("forum.json", { ...forum, events })).toThrow(
      "forum.json: events/2025/0/end: the end must come after the start",
    );
  });

  it("refuses a field the schema does not know", () => {
    expect(() => parseSiteFactsFile("peace.json", { ...forum, pages: {} })).toThrow(/^peace\.json: \(root\): /);
  });
});
