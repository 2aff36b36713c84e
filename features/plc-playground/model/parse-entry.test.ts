import { describe, it, expect } from "vitest";
import { bytesType, formatValue, hexByte, parseEntry, parseHexByte } from ".";

describe("parseEntry in the watch table's display format", () => {
  it("reads a hex or binary literal as the stored bit pattern", () => {
    expect(parseEntry("int16", "16#FFFF", "hex")).toEqual({ ok: true, value: -1 });
    expect(parseEntry("int16", "16#8000", "hex")).toEqual({ ok: true, value: -32768 });
    expect(parseEntry("int32", "2#11111111_11111111_11111111_11111110", "binary")).toEqual({ ok: true, value: -2 });
    expect(parseEntry("single", "16#3F800000", "hex")).toEqual({ ok: true, value: 1 });
    expect(parseEntry("double", "16#C000000000000000", "hex")).toEqual({ ok: true, value: -2 });
    expect(parseEntry("int64", "16#8000000000000000", "hex")).toEqual({ ok: true, value: -9223372036854775808n });
  });

  it("reads back what formatValue shows in every format", () => {
    for (const format of ["hex", "binary", "decimal"] as const) {
      expect(parseEntry("int16", formatValue("int16", -12345, format), format)).toEqual({ ok: true, value: -12345 });
      expect(parseEntry("single", formatValue("single", Math.fround(0.1), format), format)).toEqual({
        ok: true,
        value: Math.fround(0.1),
      });
      expect(parseEntry("int64", formatValue("int64", -5n, format), format)).toEqual({ ok: true, value: -5n });
    }
  });

  it("refuses a pattern wider than the type and states the range in the format", () => {
    expect(parseEntry("word", "16#10000", "hex")).toEqual({
      ok: false,
      error: { code: "outOfRange", min: "16#0000", max: "16#FFFF" },
    });
    expect(parseEntry("byte", "2#100000000", "binary")).toEqual({
      ok: false,
      error: { code: "outOfRange", min: "2#00000000", max: "2#11111111" },
    });
  });

  it("keeps the value range for decimal entries and in decimal format", () => {
    expect(parseEntry("int16", "-32769", "hex")).toEqual({
      ok: false,
      error: { code: "outOfRange", min: "-32768", max: "32767" },
    });
    expect(parseEntry("int16", "16#FFFF", "decimal")).toEqual({
      ok: false,
      error: { code: "outOfRange", min: "-32768", max: "32767" },
    });
    expect(parseEntry("bit", "16#1", "hex")).toEqual({ ok: true, value: 1 });
    const group = parseEntry(bytesType(2), "16#12 16#AB", "hex");
    expect(group.ok && Array.from(group.value)).toEqual([0x12, 0xab]);
  });
});

describe("parseHexByte for the data-area grid", () => {
  it.each([
    ["3f", 0x3f],
    ["16#FF", 255],
    ["0x0", 0],
    [" 7 ", 7],
  ])("reads %j", (text, value) => {
    expect(parseHexByte(text)).toEqual({ ok: true, value });
  });

  it("refuses 16#100 with the range and non-hex text", () => {
    expect(parseHexByte("100")).toEqual({ ok: false, error: { code: "outOfRange", min: "16#00", max: "16#FF" } });
    expect(parseHexByte("g1")).toEqual({ ok: false, error: { code: "notANumber" } });
    expect(parseHexByte("-1")).toEqual({ ok: false, error: { code: "notANumber" } });
    expect(hexByte(10)).toBe("0A");
  });
});
