import { describe, it, expect } from "vitest";
import { fromSnapshot, parsePlaygroundFile, toPlaygroundFile, toSnapshot } from "./playground-file";
import { applyPlaygroundAction, supersedes } from "./playground-state";
import { parseAddress, s7Address, s7TypeName, toS7Source } from ".";

import { examplePlayground } from "@/tests/support/plc-example";

const example = () => examplePlayground("Kommentar");

function newIds() {
  let counter = 100;
  return () => `n${++counter}`;
}

describe("export and import", () => {
  it("round-trips the configuration and the bytes", () => {
    const state = applyPlaygroundAction(example(), { type: "writeByte", index: 39, value: 0xab }, "tab-a");
    const result = parsePlaygroundFile(toPlaygroundFile(state), newIds());
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.area).toEqual(state.area);
    expect(result.variables.map(({ id: _id, ...rest }) => rest)).toEqual(state.variables.map(({ id: _id, ...rest }) => rest));
    expect(result.variables[0]?.id).toBe("n101");
    expect(Array.from(result.data ?? [])).toEqual(Array.from(state.data));
  });

  it("accepts a file with a byte-order mark and without data", () => {
    const file = JSON.parse(toPlaygroundFile(example())) as Record<string, unknown>;
    delete file.data;
    const result = parsePlaygroundFile(`\uFEFF${JSON.stringify(file)}`, newIds());
    expect(result.ok && result.data).toBeUndefined();
  });

  it("reports what is wrong and imports nothing", () => {
    const valid = JSON.parse(toPlaygroundFile(example())) as { variables: Record<string, unknown>[]; area: Record<string, unknown> };
    const variant = (change: (file: typeof valid) => void) => {
      const copy = structuredClone(valid);
      change(copy);
      return parsePlaygroundFile(JSON.stringify(copy), newIds());
    };
    expect(parsePlaygroundFile("{ not json", newIds())).toEqual({ ok: false, error: { code: "notJson" } });
    expect(parsePlaygroundFile('{"format":"calendar"}', newIds())).toEqual({
      ok: false,
      error: { code: "notAPlaygroundFile", path: "format" },
    });
    expect(variant((file) => (file.area.size = 5000))).toEqual({
      ok: false,
      error: { code: "notAPlaygroundFile", path: "area.size" },
    });
    expect(variant((file) => (file.variables[1]!.name = "Pump_On"))).toEqual({
      ok: false,
      error: { code: "badName", name: "Pump_On", problem: "duplicate" },
    });
    expect(variant((file) => (file.variables[3]!.offset = "1.5"))).toEqual({
      ok: false,
      error: { code: "badOffset", name: "Mode", offset: "1.5" },
    });
    expect(variant((file) => (file.variables[5]!.start = "40000"))).toEqual({
      ok: false,
      error: { code: "badStart", name: "Temperature", type: "int16", error: { code: "outOfRange", min: "-32768", max: "32767" } },
    });
    expect(variant((file) => (file.area.size = 41))).toEqual({ ok: false, error: { code: "badData", expected: 41, actual: 40 } });
  });
});

describe("stored snapshot", () => {
  it("restores the shared state exactly", () => {
    const state = applyPlaygroundAction(
      example(),
      { type: "force", id: "v9", value: -1n },
      "tab-b",
    );
    const restored = fromSnapshot(JSON.parse(JSON.stringify(toSnapshot(state))));
    expect(restored).toEqual(state);
  });

  it("is refused when corrupt instead of being cast", () => {
    const snapshot = JSON.parse(JSON.stringify(toSnapshot(example()))) as Record<string, unknown>;
    expect(fromSnapshot({ ...snapshot, revision: "7" })).toBeNull();
    expect(fromSnapshot({ ...snapshot, data: "zz" })).toBeNull();
    expect(fromSnapshot("garbage")).toBeNull();
    expect(fromSnapshot(null)).toBeNull();
  });

  it("lets the newer revision win and breaks ties by writer", () => {
    expect(supersedes({ revision: 5, writer: "a" }, { revision: 4, writer: "z" })).toBe(true);
    expect(supersedes({ revision: 4, writer: "b" }, { revision: 4, writer: "a" })).toBe(true);
    expect(supersedes({ revision: 4, writer: "a" }, { revision: 4, writer: "a" })).toBe(false);
    expect(supersedes({ revision: 3, writer: "z" }, { revision: 4, writer: "a" })).toBe(false);
  });
});

describe("S7 notation", () => {
  it("names operands as TIA Portal does", () => {
    expect(s7Address(10, "bit", { byte: 0, bit: 2 })).toBe("%DB10.DBX0.2");
    expect(s7Address(10, "byte", { byte: 1, bit: 0 })).toBe("%DB10.DBB1");
    expect(s7Address(10, "int16", { byte: 4, bit: 0 })).toBe("%DB10.DBW4");
    expect(s7Address(10, "single", { byte: 22, bit: 0 })).toBe("%DB10.DBD22");
    expect(s7Address(10, "int64", { byte: 14, bit: 0 })).toBe("P#DB10.DBX14.0 BYTE 8");
    expect(s7Address(10, { id: "bytes", length: 4 }, { byte: 34, bit: 0 })).toBe("P#DB10.DBX34.0 BYTE 4");
    expect(s7Address(10, { id: "bytes", length: 1 }, { byte: 38, bit: 0 })).toBe("P#DB10.DBX38.0 BYTE 1");
    expect(s7TypeName({ id: "bytes", length: 4 })).toBe("ARRAY[0..3] OF BYTE");
    expect(s7TypeName("int32")).toBe("DINT");
  });

  it("reads byte.bit addresses", () => {
    expect(parseAddress("4.3")).toEqual({ byte: 4, bit: 3 });
    expect(parseAddress(" 12 ")).toEqual({ byte: 12, bit: 0 });
    expect(parseAddress("4.8")).toBeNull();
    expect(parseAddress("-1.0")).toBeNull();
    expect(parseAddress("x")).toBeNull();
  });

  it("writes a data-block source with start values and overlays as comments", () => {
    const source = toS7Source(example());
    expect(source).toContain('DATA_BLOCK "Pump_Station"');
    expect(source).toContain("{ S7_Optimized_Access := 'FALSE' }");
    expect(source).toContain("      Pump_On : Bool := TRUE;   // Kommentar pumpOn");
    expect(source).toContain("      Level_Raw : Word := 16#6C00;");
    expect(source).toContain("      Energy : LInt := 9007199254740993;");
    expect(source).toContain("      Flow : Real := 12.7;");
    expect(source).toContain("      Serial : Array[0..3] of Byte := [16#12, 16#34, 16#AB, 16#CD];");
    expect(source).toContain("      // Status_Word : Word := 16#0102; (overlay at 0.0, not part of the source)");
    expect(source.trimEnd().endsWith("END_DATA_BLOCK")).toBe(true);
  });
});
