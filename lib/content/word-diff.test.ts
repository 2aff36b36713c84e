import { describe, expect, it } from "vitest";
import { wordDiff, type DiffPart } from "./word-diff";

const side = (parts: DiffPart[], kind: "removed" | "added") => parts.filter((part) => part.kind !== kind).map((part) => part.text).join("");

describe("the word difference between two versions of a text", () => {
  it("marks the replaced word, keeps the rest, and rebuilds both versions exactly", () => {
    const before = "The café opens at 15:00 on Tuesdays.";
    const after = "The café opens at 15:30 on Tuesdays.";
    const parts = wordDiff(before, after);
    expect(parts).toEqual([
      { kind: "same", text: "The café opens at " },
      { kind: "removed", text: "15:00" },
      { kind: "added", text: "15:30" },
      { kind: "same", text: " on Tuesdays." },
    ]);
    expect(side(parts, "added")).toBe(before);
    expect(side(parts, "removed")).toBe(after);
  });

  it("shows added and removed words at the ends and in right-to-left text", () => {
    expect(wordDiff("Hello world", "Hello brave new world")).toEqual([
      { kind: "same", text: "Hello " },
      { kind: "added", text: "brave new " },
      { kind: "same", text: "world" },
    ]);
    expect(wordDiff("مرحبا بالعالم", "مرحبا")).toEqual([
      { kind: "same", text: "مرحبا" },
      { kind: "removed", text: " بالعالم" },
    ]);
  });

  it("reads a replaced phrase as one change, not word by word around the spaces", () => {
    expect(wordDiff("Zu verkaufen von Ben heute", "Zu verkaufen am Deich heute")).toEqual([
      { kind: "same", text: "Zu verkaufen " },
      { kind: "removed", text: "von Ben" },
      { kind: "added", text: "am Deich" },
      { kind: "same", text: " heute" },
    ]);
  });

  it("handles empty versions and identical texts", () => {
    expect(wordDiff("", "New text")).toEqual([{ kind: "added", text: "New text" }]);
    expect(wordDiff("Old text", "")).toEqual([{ kind: "removed", text: "Old text" }]);
    expect(wordDiff("Same", "Same")).toEqual([{ kind: "same", text: "Same" }]);
    expect(wordDiff("", "")).toEqual([]);
  });

  it("keeps line breaks as they are written", () => {
    const parts = wordDiff("First line\nsecond line", "First line\nthird line");
    expect(side(parts, "added")).toBe("First line\nsecond line");
    expect(side(parts, "removed")).toBe("First line\nthird line");
    expect(parts).toContainEqual({ kind: "removed", text: "second" });
  });
});
