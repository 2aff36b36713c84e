import { describe, it, expect } from "vitest";
import { bytesType, decode, encode, type ByteOrder } from ".";

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(" ");

describe("encode/decode byte order", () => {
  it("int32 16#12345678 big and little", () => {
    expect(hex(encode("int32", 0x12345678, "big"))).toBe("12 34 56 78");
    expect(hex(encode("int32", 0x12345678, "little"))).toBe("78 56 34 12");
    expect(decode("int32", Uint8Array.of(0x78, 0x56, 0x34, 0x12), "little")).toBe(0x12345678);
  });

  it("defaults to big endian like S7", () => {
    expect(hex(encode("word", 0x1234))).toBe("12 34");
  });

  it("uses two's complement for signed types", () => {
    expect(hex(encode("int16", -1, "big"))).toBe("ff ff");
    expect(hex(encode("int16", -32768, "little"))).toBe("00 80");
    expect(decode("int16", Uint8Array.of(0xff, 0xfe), "big")).toBe(-2);
    expect(decode("word", Uint8Array.of(0xff, 0xfe), "big")).toBe(65534);
  });
});

describe("encode/decode round trips at the limits", () => {
  const cases: [Parameters<typeof encode>[0], number][] = [
    ["bit", 1],
    ["byte", 255],
    ["word", 65535],
    ["int16", -32768],
    ["int16", 32767],
    ["dword", 4294967295],
    ["int32", -2147483648],
    ["int32", 2147483647],
    ["bit", 0],
    ["byte", 0],
    ["word", 0],
    ["dword", 0],
    ["single", 3.4028234663852886e38],
    ["single", -3.4028234663852886e38],
    ["single", 1.401298464324817e-45],
    ["double", -Number.MAX_VALUE],
    ["double", Number.MAX_VALUE],
    ["double", Number.MIN_VALUE],
  ];
  for (const order of ["big", "little"] as ByteOrder[]) {
    it.each(cases)(`%s %s (${order})`, (type, value) => {
      expect(decode(type, encode(type, value as never, order), order)).toBe(value);
    });
  }

  it.each(["big", "little"] as ByteOrder[])("int64 extremes keep every digit (%s)", (order) => {
    for (const value of [9223372036854775807n, -9223372036854775808n, 9007199254740993n]) {
      expect(decode("int64", encode("int64", value, order), order)).toBe(value);
    }
    expect(hex(encode("int64", 9223372036854775807n, order))).toBe(
      order === "big" ? "7f ff ff ff ff ff ff ff" : "ff ff ff ff ff ff ff 7f",
    );
  });

  it("decodes the patterns next to the limits in both orders", () => {
    expect(decode("int16", Uint8Array.of(0x80, 0x00), "big")).toBe(-32768);
    expect(decode("int16", Uint8Array.of(0x00, 0x80), "little")).toBe(-32768);
    expect(decode("dword", Uint8Array.of(0xff, 0xff, 0xff, 0xff), "big")).toBe(4294967295);
    expect(decode("int32", Uint8Array.of(0x00, 0x00, 0x00, 0x80), "little")).toBe(-2147483648);
    expect(decode("int64", Uint8Array.of(0x80, 0, 0, 0, 0, 0, 0, 0), "big")).toBe(-9223372036854775808n);
    expect(decode("int64", Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), "little")).toBe(-1n);
    expect(decode("single", Uint8Array.of(0x7f, 0x7f, 0xff, 0xff), "big")).toBe(3.4028234663852886e38);
    expect(decode("single", Uint8Array.of(0xff, 0xff, 0x7f, 0x7f), "little")).toBe(3.4028234663852886e38);
  });

  it("single stores the float32 rounding", () => {
    expect(decode("single", encode("single", 16777217, "little"), "little")).toBe(16777216);
    expect(decode("single", encode("single", 1.23456789, "big"), "big")).toBe(1.2345678806304932);
    expect(decode("single", encode("single", 0.1, "big"), "big")).toBe(0.10000000149011612);
    expect(hex(encode("single", 0.1, "big"))).toBe("3d cc cc cd");
  });

  it("copies byte groups regardless of order", () => {
    const value = Uint8Array.of(1, 2, 3);
    expect(hex(encode(bytesType(3), value, "little"))).toBe("01 02 03");
    expect(Array.from(decode(bytesType(2), value, "little"))).toEqual([1, 2]);
  });
});

describe("encode refuses instead of wrapping", () => {
  it.each([
    ["bit", -1],
    ["bit", 2],
    ["byte", -1],
    ["byte", 256],
    ["word", -1],
    ["word", 65536],
    ["word", 1.5],
    ["int16", -32769],
    ["int16", 32768],
    ["dword", -1],
    ["dword", 4294967296],
    ["int32", -2147483649],
    ["int32", 2147483648],
    ["single", 3.5e38],
    ["single", -3.5e38],
  ] as const)("%s %s", (type, value) => {
    for (const order of ["big", "little"] as const) expect(() => encode(type, value, order)).toThrow(RangeError);
  });

  it("keeps infinities and NaN that memory can hold", () => {
    expect(hex(encode("single", Infinity, "big"))).toBe("7f 80 00 00");
    expect(Number.isNaN(decode("double", encode("double", Number.NaN, "little"), "little"))).toBe(true);
  });

  it("int64 beyond the limit and wrong byte group length", () => {
    expect(() => encode("int64", 9223372036854775808n, "big")).toThrow(RangeError);
    expect(() => encode("int64", -9223372036854775809n, "little")).toThrow(RangeError);
    expect(() => encode(bytesType(2), Uint8Array.of(1), "big")).toThrow(RangeError);
  });

  it("decode needs enough bytes", () => {
    expect(() => decode("dword", Uint8Array.of(1, 2, 3), "big")).toThrow(RangeError);
  });
});
