import { describe, it, expect } from "vitest";
import { bytesType, formatValue, parseValue } from ".";

describe("formatValue", () => {
  it("shows hex with the full width of the type", () => {
    expect(formatValue("word", 255, "hex")).toBe("16#00FF");
    expect(formatValue("byte", 10, "hex")).toBe("16#0A");
    expect(formatValue("int16", -1, "hex")).toBe("16#FFFF");
    expect(formatValue("int64", -9223372036854775808n, "hex")).toBe("16#8000000000000000");
  });

  it("groups binary by bytes", () => {
    expect(formatValue("word", 255, "binary")).toBe("2#00000000_11111111");
    expect(formatValue("int32", -2, "binary")).toBe("2#11111111_11111111_11111111_11111110");
  });

  it("shows the exact stored float", () => {
    const single = parseValue("single", "0.1");
    expect(single.ok && formatValue("single", single.value, "float")).toBe("0.100000001490116119384765625");
    expect(formatValue("double", 0.1, "float")).toBe("0.1000000000000000055511151231257827021181583404541015625");
    expect(formatValue("double", 2 ** 70, "float")).toBe("1180591620717411303424");
  });

  it("shows the shortest decimal that reads back as the same float", () => {
    expect(formatValue("single", Math.fround(0.1), "decimal")).toBe("0.1");
    expect(formatValue("single", 3.4028234663852886e38, "decimal")).toBe("3.4028235e+38");
    expect(formatValue("double", 0.1, "decimal")).toBe("0.1");
    expect(formatValue("double", -0, "decimal")).toBe("-0");
  });

  it("shows IEEE bit patterns in hex", () => {
    expect(formatValue("single", 0.1, "hex")).toBe("16#3DCCCCCD");
    expect(formatValue("double", 1, "hex")).toBe("16#3FF0000000000000");
  });

  it("formats int64 extremes exactly", () => {
    expect(formatValue("int64", 9223372036854775807n, "decimal")).toBe("9223372036854775807");
  });

  it("formats bits and byte groups", () => {
    expect(formatValue("bit", 1, "decimal")).toBe("1");
    expect(formatValue("bit", 1, "hex")).toBe("16#1");
    expect(formatValue("bit", 0, "binary")).toBe("2#0");
    expect(formatValue(bytesType(2), Uint8Array.of(0x12, 0xab), "hex")).toBe("16#12 16#AB");
    expect(formatValue(bytesType(2), Uint8Array.of(0x12, 0xab), "decimal")).toBe("18 171");
  });

  it("reads its own hex and binary output back", () => {
    for (const format of ["hex", "binary", "decimal"] as const) {
      expect(parseValue("dword", formatValue("dword", 0x12345678, format))).toEqual({ ok: true, value: 0x12345678 });
      const bytes = parseValue(bytesType(2), formatValue(bytesType(2), Uint8Array.of(1, 255), format));
      expect(bytes.ok && Array.from(bytes.value)).toEqual([1, 255]);
    }
  });
});
