import { describe, it, expect } from "vitest";
import { bytesType, parseValue, type PlcType } from ".";

const INTEGER_LIMITS: [PlcType, string, string, string, string][] = [
  ["bit", "0", "1", "-1", "2"],
  ["byte", "0", "255", "-1", "256"],
  ["word", "0", "65535", "-1", "65536"],
  ["int16", "-32768", "32767", "-32769", "32768"],
  ["dword", "0", "4294967295", "-1", "4294967296"],
  ["int32", "-2147483648", "2147483647", "-2147483649", "2147483648"],
];

describe("parseValue integer limits", () => {
  it.each(INTEGER_LIMITS)("%s accepts %s and %s, refuses %s and %s", (type, min, max, below, above) => {
    expect(parseValue(type, min)).toEqual({ ok: true, value: Number(min) });
    expect(parseValue(type, max)).toEqual({ ok: true, value: Number(max) });
    const refused = { ok: false, error: { code: "outOfRange", min, max } };
    expect(parseValue(type, below)).toEqual(refused);
    expect(parseValue(type, above)).toEqual(refused);
  });

  it("int64 keeps its extremes as BigInt", () => {
    expect(parseValue("int64", "9223372036854775807")).toEqual({ ok: true, value: 9223372036854775807n });
    expect(parseValue("int64", "-9223372036854775808")).toEqual({ ok: true, value: -9223372036854775808n });
    const refused = {
      ok: false,
      error: { code: "outOfRange", min: "-9223372036854775808", max: "9223372036854775807" },
    };
    expect(parseValue("int64", "9223372036854775808")).toEqual(refused);
    expect(parseValue("int64", "-9223372036854775809")).toEqual(refused);
  });

  it("int64 does not lose precision next to the limit", () => {
    const result = parseValue("int64", "9223372036854775806");
    expect(result.ok && result.value).toBe(9223372036854775806n);
  });
});

describe("parseValue literals", () => {
  it("reads S7 and C style hex", () => {
    expect(parseValue("word", "16#FF")).toEqual({ ok: true, value: 255 });
    expect(parseValue("word", "0xff")).toEqual({ ok: true, value: 255 });
    expect(parseValue("dword", "16#1234_5678")).toEqual({ ok: true, value: 0x12345678 });
    expect(parseValue("int16", "-16#8000")).toEqual({ ok: true, value: -32768 });
    expect(parseValue("int64", "16#7FFFFFFFFFFFFFFF")).toEqual({ ok: true, value: 9223372036854775807n });
  });

  it("reads S7 and C style binary", () => {
    expect(parseValue("byte", "2#1010")).toEqual({ ok: true, value: 10 });
    expect(parseValue("byte", "0b1010")).toEqual({ ok: true, value: 10 });
    expect(parseValue("word", "2#00000001_00000000")).toEqual({ ok: true, value: 256 });
  });

  it("does not reinterpret a hex bit pattern as a negative number", () => {
    expect(parseValue("int16", "16#FFFF")).toEqual({
      ok: false,
      error: { code: "outOfRange", min: "-32768", max: "32767" },
    });
  });

  it("reads bits as 0/1/true/false", () => {
    expect(parseValue("bit", "true")).toEqual({ ok: true, value: 1 });
    expect(parseValue("bit", " FALSE ")).toEqual({ ok: true, value: 0 });
    expect(parseValue("bit", "1")).toEqual({ ok: true, value: 1 });
    expect(parseValue("bit", "yes")).toEqual({ ok: false, error: { code: "notANumber" } });
  });

  it.each(["", "abc", "1.5", "1e3", "16#", "16#G", "0x", "2#102", "--1", "1 2"])("refuses %j as an integer", (text) => {
    expect(parseValue("int32", text)).toEqual({ ok: false, error: { code: "notANumber" } });
  });
});

describe("parseValue floats", () => {
  it("rounds single to float32", () => {
    expect(parseValue("single", "0.1")).toEqual({ ok: true, value: 0.10000000149011612 });
    expect(parseValue("double", "0.1")).toEqual({ ok: true, value: 0.1 });
  });

  it("single accepts ±FLT_MAX and refuses beyond", () => {
    expect(parseValue("single", "3.4028234663852886e38")).toEqual({ ok: true, value: 3.4028234663852886e38 });
    expect(parseValue("single", "-3.4028234663852886e38")).toEqual({ ok: true, value: -3.4028234663852886e38 });
    const refused = {
      ok: false,
      error: { code: "outOfRange", min: "-3.4028235e+38", max: "3.4028235e+38" },
    };
    expect(parseValue("single", "3.5e38")).toEqual(refused);
    expect(parseValue("single", "-3.5e38")).toEqual(refused);
    expect(parseValue("single", "Infinity")).toEqual(refused);
  });

  it("single accepts the range it states and refuses what rounds to infinity", () => {
    // The stated maximum is the shortest text of FLT_MAX; it lies above FLT_MAX and rounds down.
    expect(parseValue("single", "3.4028235e+38")).toEqual({ ok: true, value: 3.4028234663852886e38 });
    expect(parseValue("single", "-3.4028235e38")).toEqual({ ok: true, value: -3.4028234663852886e38 });
    // Just below the midpoint to 2^128 still rounds to FLT_MAX; the midpoint itself rounds to infinity.
    expect(parseValue("single", "3.4028235677973362e38")).toEqual({ ok: true, value: 3.4028234663852886e38 });
    expect(parseValue("single", "3.4028235677973366e38").ok).toBe(false);
    expect(parseValue("single", "3.4028236e38").ok).toBe(false);
  });

  it("single shows the float32 rounding of about 7 digits", () => {
    expect(parseValue("single", "16777217")).toEqual({ ok: true, value: 16777216 });
    expect(parseValue("single", "1.23456789")).toEqual({ ok: true, value: 1.2345678806304932 });
    expect(parseValue("single", "1e-46")).toEqual({ ok: true, value: 0 });
  });

  it("double accepts MAX_VALUE and refuses overflow", () => {
    expect(parseValue("double", "1.7976931348623158e308")).toEqual({ ok: true, value: Number.MAX_VALUE });
    expect(parseValue("double", "1.797693134862316e308").ok).toBe(false);
    expect(parseValue("double", "1.7976931348623157e308")).toEqual({ ok: true, value: Number.MAX_VALUE });
    expect(parseValue("double", "1e309")).toEqual({
      ok: false,
      error: { code: "outOfRange", min: "-1.7976931348623157e+308", max: "1.7976931348623157e+308" },
    });
  });

  it("reads the usual decimal forms", () => {
    expect(parseValue("double", "-1.5e-3")).toEqual({ ok: true, value: -0.0015 });
    expect(parseValue("double", ".5")).toEqual({ ok: true, value: 0.5 });
    expect(parseValue("double", "2.")).toEqual({ ok: true, value: 2 });
  });

  it.each(["", "NaN", "abc", "1,5", "0x10", "1e"])("refuses %j", (text) => {
    expect(parseValue("single", text)).toEqual({ ok: false, error: { code: "notANumber" } });
  });
});

describe("parseValue byte groups", () => {
  it("reads elements in any literal form", () => {
    const result = parseValue(bytesType(3), "16#12, 52 2#10101011");
    expect(result.ok && Array.from(result.value)).toEqual([0x12, 0x34, 0xab]);
  });

  it("refuses an element out of range and a wrong count", () => {
    expect(parseValue(bytesType(2), "1 256")).toEqual({
      ok: false,
      error: { code: "outOfRange", min: "0", max: "255" },
    });
    expect(parseValue(bytesType(2), "1 2 3")).toEqual({
      ok: false,
      error: { code: "wrongLength", expected: 2, actual: 3 },
    });
  });
});
