import { describe, expect, it } from "vitest";
import { noticeRequestOf, pathWithoutLocale } from "./notice-request";

describe("what the 404 page and the notices name", () => {
  it("takes host and path from the query the middleware wrote", () => {
    expect(noticeRequestOf({ host: "forum.localhost", path: "/en/nowhere" })).toEqual({ host: "forum.localhost", path: "/en/nowhere" });
  });

  it("falls back to harmless values for a missing, repeated or oversized value", () => {
    expect(noticeRequestOf({})).toEqual({ host: "", path: "/" });
    expect(noticeRequestOf({ host: ["a", "b"], path: "x".repeat(301) })).toEqual({ host: "", path: "/" });
  });

  it("drops the language from the path, and only a whole segment", () => {
    expect(pathWithoutLocale("/de/2024", "de")).toBe("/2024");
    expect(pathWithoutLocale("/de", "de")).toBe("/");
    expect(pathWithoutLocale("/default", "de")).toBe("/default");
  });
});
