import { describe, expect, it } from "vitest";
import { newsByYear } from "./news-years";

const items = [
  { id: "summer", date: "2025-06-22" },
  { id: "january", date: "2026-01-03" },
  { id: "autumn", date: "2025-10-07" },
];

describe("newsByYear", () => {
  it("keeps the current year's items as the latest news and moves older ones to the archive, newest first", () => {
    const { latest, archive } = newsByYear(items, 2026);
    expect(latest.map((item) => item.id)).toEqual(["january"]);
    expect(archive.map((item) => item.id)).toEqual(["autumn", "summer"]);
  });

  it("shows everything as the archive when nothing is from the current year", () => {
    const { latest, archive } = newsByYear(items, 2027);
    expect(latest).toEqual([]);
    expect(archive.map((item) => item.id)).toEqual(["january", "autumn", "summer"]);
  });

  it("keeps an item of the current year among the latest news", () => {
    expect(newsByYear(items, 2025).archive).toEqual([]);
  });
});
