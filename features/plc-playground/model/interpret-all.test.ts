import { describe, it, expect } from "vitest";
import { interpretAll } from ".";

describe("interpretAll", () => {
  it("reads every type in both orders", () => {
    const area = Uint8Array.of(0x3f, 0xf0, 0, 0, 0, 0, 0, 0);
    const rows = interpretAll(area, 0);
    expect(rows.map((row) => row.type)).toEqual(["byte", "word", "int16", "dword", "int32", "int64", "single", "double"]);
    const byType = Object.fromEntries(rows.map((row) => [row.type, row]));
    expect(byType.byte).toEqual({ type: "byte", big: 0x3f, little: 0x3f });
    expect(byType.word).toEqual({ type: "word", big: 0x3ff0, little: 0xf03f });
    expect(byType.int16).toEqual({ type: "int16", big: 0x3ff0, little: -4033 });
    expect(byType.int64).toEqual({ type: "int64", big: 0x3ff0000000000000n, little: 0xf03fn });
    expect(byType.double).toEqual({ type: "double", big: 1, little: 0xf03f * 2 ** -1074 });
    expect(byType.single?.big).toBe(1.875);
  });

  it("omits types that do not fit in the remaining bytes", () => {
    const area = Uint8Array.of(0, 0, 0, 0, 0x12, 0x34, 0x56);
    expect(interpretAll(area, 4).map((row) => row.type)).toEqual(["byte", "word", "int16"]);
    expect(interpretAll(area, 3).map((row) => row.type)).toEqual(["byte", "word", "int16", "dword", "int32", "single"]);
    expect(interpretAll(area, 7)).toEqual([]);
  });
});
