import { describe, it, expect } from "vitest";
import { bytesType, layoutVariables } from ".";

const addresses = (vars: Parameters<typeof layoutVariables>[0]) =>
  layoutVariables(vars).variables.map((v) => `${v.name}@${v.offset.byte}.${v.offset.bit}`);

describe("layoutVariables", () => {
  it("packs bits, places bytes on the next byte and words on even addresses", () => {
    expect(
      addresses([
        { name: "start", type: "bit" },
        { name: "stop", type: "bit" },
        { name: "mode", type: "byte" },
        { name: "setpoint", type: "int16" },
        { name: "flag", type: "bit" },
        { name: "count", type: "dword" },
        { name: "status", type: "byte" },
        { name: "status2", type: "byte" },
        { name: "temp", type: "single" },
        { name: "total", type: "int64" },
      ]),
    ).toEqual([
      "start@0.0",
      "stop@0.1",
      "mode@1.0",
      "setpoint@2.0",
      "flag@4.0",
      "count@6.0",
      "status@10.0",
      "status2@11.0",
      "temp@12.0",
      "total@16.0",
    ]);
  });

  it("fills a byte with eight bits before moving on", () => {
    const vars = Array.from({ length: 9 }, (_, i) => ({ name: `b${i}`, type: "bit" as const }));
    expect(addresses(vars).slice(-2)).toEqual(["b7@0.7", "b8@1.0"]);
  });

  it("starts byte groups and what follows them on even addresses", () => {
    const layout = layoutVariables([
      { name: "b", type: "byte" },
      { name: "group", type: bytesType(3) },
      { name: "after", type: "byte" },
    ]);
    expect(layout.variables.map((v) => v.offset.byte)).toEqual([0, 2, 6]);
    expect(layout.byteLength).toBe(7);
  });

  it("keeps explicit offsets and reports overlaps", () => {
    const layout = layoutVariables([
      { name: "speed", type: "int32" },
      { name: "speedLow", type: "word", offset: { byte: 2, bit: 0 } },
      { name: "alarm", type: "bit", offset: { byte: 3, bit: 7 } },
      { name: "next", type: "word" },
    ]);
    expect(layout.variables.map((v) => [v.name, v.offset, v.explicit])).toEqual([
      ["speed", { byte: 0, bit: 0 }, false],
      ["speedLow", { byte: 2, bit: 0 }, true],
      ["alarm", { byte: 3, bit: 7 }, true],
      ["next", { byte: 4, bit: 0 }, false],
    ]);
    // Views inside the double word (its low word, one of its bits) are overlays, not faults.
    expect(layout.overlaps).toEqual([
      { a: "speed", b: "speedLow", overlay: true },
      { a: "speed", b: "alarm", overlay: true },
      { a: "speedLow", b: "alarm", overlay: true },
    ]);
  });

  it("calls a partial overlap or a duplicate a collision, a view wholly inside another an overlay", () => {
    const layout = layoutVariables([
      { name: "level", type: "word" },
      { name: "temperature", type: "word" },
      { name: "straddle", type: "word", offset: { byte: 1, bit: 0 } },
      { name: "levelAgain", type: "word", offset: { byte: 0, bit: 0 } },
      { name: "levelSigned", type: "int16", offset: { byte: 0, bit: 0 } },
    ]);
    expect(layout.overlaps).toEqual([
      { a: "level", b: "straddle", overlay: false },
      { a: "level", b: "levelAgain", overlay: false },
      { a: "level", b: "levelSigned", overlay: true },
      { a: "temperature", b: "straddle", overlay: false },
      { a: "straddle", b: "levelAgain", overlay: false },
      { a: "straddle", b: "levelSigned", overlay: false },
      { a: "levelAgain", b: "levelSigned", overlay: true },
    ]);
  });

  it("does not report bits in the same byte as overlapping", () => {
    const layout = layoutVariables([
      { name: "x", type: "bit", offset: { byte: 0, bit: 1 } },
      { name: "y", type: "bit", offset: { byte: 0, bit: 2 } },
      { name: "whole", type: "byte", offset: { byte: 1, bit: 0 } },
    ]);
    expect(layout.overlaps).toEqual([]);
  });

  it("refuses a word at a bit address", () => {
    expect(() => layoutVariables([{ name: "w", type: "word", offset: { byte: 0, bit: 3 } }])).toThrow(RangeError);
  });
});
