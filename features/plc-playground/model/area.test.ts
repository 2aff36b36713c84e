import { describe, it, expect } from "vitest";
import { readAt, writeAt } from ".";

describe("bit addressing", () => {
  it("bit 0 is the least significant bit of the byte", () => {
    const area = writeAt(new Uint8Array(2), { byte: 1, bit: 0 }, "bit", 1, "big");
    expect(Array.from(area)).toEqual([0, 0b00000001]);
    const area2 = writeAt(area, { byte: 1, bit: 7 }, "bit", 1, "big");
    expect(Array.from(area2)).toEqual([0, 0b10000001]);
    expect(readAt(area2, { byte: 1, bit: 7 }, "bit", "big")).toBe(1);
    expect(readAt(area2, { byte: 1, bit: 6 }, "bit", "big")).toBe(0);
  });

  it("clears one bit without touching its neighbours", () => {
    const area = writeAt(Uint8Array.of(0xff), { byte: 0, bit: 3 }, "bit", 0, "big");
    expect(area[0]).toBe(0b11110111);
  });

  it("returns a copy and leaves the input untouched", () => {
    const area = new Uint8Array(4);
    const written = writeAt(area, { byte: 2, bit: 0 }, "word", 0xabcd, "big");
    expect(Array.from(area)).toEqual([0, 0, 0, 0]);
    expect(Array.from(written)).toEqual([0, 0, 0xab, 0xcd]);
  });
});

describe("readAt/writeAt with byte offsets", () => {
  it("reads a value in both orders at an offset", () => {
    const area = Uint8Array.of(0, 0x12, 0x34, 0x56, 0x78);
    expect(readAt(area, { byte: 1, bit: 0 }, "dword", "big")).toBe(0x12345678);
    expect(readAt(area, { byte: 1, bit: 0 }, "dword", "little")).toBe(0x78563412);
  });

  it("writes int64 at an offset without precision loss", () => {
    const area = writeAt(new Uint8Array(10), { byte: 2, bit: 0 }, "int64", -9223372036854775808n, "little");
    expect(readAt(area, { byte: 2, bit: 0 }, "int64", "little")).toBe(-9223372036854775808n);
  });

  it("refuses addresses outside the area or with a bit on a non-bit type", () => {
    expect(() => readAt(new Uint8Array(3), { byte: 2, bit: 0 }, "word", "big")).toThrow(RangeError);
    expect(() => readAt(new Uint8Array(3), { byte: 0, bit: 1 }, "word", "big")).toThrow(RangeError);
    expect(() => readAt(new Uint8Array(3), { byte: 0, bit: 8 }, "bit", "big")).toThrow(RangeError);
    expect(() => writeAt(new Uint8Array(3), { byte: -1, bit: 0 }, "byte", 1, "big")).toThrow(RangeError);
  });
});
