import { describe, it, expect } from "vitest";
import {
  applyPlaygroundAction,
  nameProblem,
  placeVariables,
  readVariable,
  type PlaygroundAction,
  type PlaygroundState,
} from "./playground-state";

import { examplePlayground } from "@/tests/support/plc-example";

const example = () => examplePlayground();

function valueOf(state: PlaygroundState, name: string) {
  const placed = placeVariables(state).find((entry) => entry.variable.name === name);
  if (!placed) throw new Error(name);
  return readVariable(state, placed);
}

function idOf(state: PlaygroundState, name: string): string {
  const variable = state.variables.find((entry) => entry.name === name);
  if (!variable) throw new Error(name);
  return variable.id;
}

const apply = (state: PlaygroundState, action: PlaygroundAction) => applyPlaygroundAction(state, action, "tab-a");

describe("the example data block", () => {
  it("holds every start value at its S7 address", () => {
    const state = example();
    const addresses = placeVariables(state).map((entry) => `${entry.variable.name}@${entry.address.byte}.${entry.address.bit}`);
    expect(addresses).toEqual([
      "Pump_On@0.0",
      "Valve_Open@0.1",
      "Fault@0.2",
      "Mode@1.0",
      "Level_Raw@2.0",
      "Temperature@4.0",
      "Run_Seconds@6.0",
      "Position@10.0",
      "Energy@14.0",
      "Flow@22.0",
      "Pressure@26.0",
      "Serial@34.0",
      "Status_Word@0.0",
    ]);
    expect(valueOf(state, "Level_Raw")).toBe(27648);
    expect(valueOf(state, "Energy")).toBe(9007199254740993n);
    expect(valueOf(state, "Flow")).toBe(Math.fround(12.7));
    expect(valueOf(state, "Status_Word")).toBe(0x0102);
    expect(Array.from(state.data.subarray(0, 4))).toEqual([0x01, 0x02, 0x6c, 0x00]);
    expect(state.variables[0]?.comment).toBe("comment pumpOn");
  });

  it("marks the example's overlay as an overlay and nothing as a collision", () => {
    const placed = placeVariables(example());
    const overlaid = placed.filter((entry) => entry.overlaysWith.length > 0).map((entry) => entry.variable.name);
    expect(overlaid).toEqual(["Pump_On", "Valve_Open", "Fault", "Mode", "Status_Word"]);
    // The example opens without a fault: its one overlay is the deliberate word over the bits and the mode.
    expect(placed.filter((entry) => entry.collidesWith.length > 0)).toEqual([]);
    expect(placed.every((entry) => entry.fits)).toBe(true);
  });

  it("calls a word moved to straddle two others a collision", () => {
    const state = example();
    const statusWord = state.variables.find((variable) => variable.name === "Status_Word")!;
    const placed = placeVariables(apply(state, { type: "updateVariable", id: statusWord.id, patch: { offset: { byte: 3, bit: 0 } } }));
    const named = (ids: readonly string[]) => ids.map((id) => placed.find((entry) => entry.variable.id === id)?.variable.name);
    const word = placed.find((entry) => entry.variable.name === "Status_Word")!;
    // Bytes 3 and 4: the second half of Level_Raw and the first of Temperature.
    expect(named(word.collidesWith)).toEqual(["Level_Raw", "Temperature"]);
    expect(word.overlaysWith).toEqual([]);
  });
});

describe("changes", () => {
  it("counts revisions and names the writer", () => {
    const state = example();
    const next = applyPlaygroundAction(state, { type: "writeByte", index: 1, value: 7 }, "tab-b");
    expect(next.revision).toBe(state.revision + 1);
    expect(next.writer).toBe("tab-b");
    expect(valueOf(next, "Mode")).toBe(7);
    expect(valueOf(state, "Mode")).toBe(2);
  });

  it("reinterprets the same bytes when the byte order changes", () => {
    const little = apply(example(), { type: "setArea", area: { order: "little" } });
    expect(valueOf(little, "Level_Raw")).toBe(0x006c);
    expect(Array.from(little.data.subarray(2, 4))).toEqual([0x6c, 0x00]);
  });

  it("writes a variable in the area's byte order", () => {
    const little = apply(example(), { type: "setArea", area: { order: "little" } });
    const written = apply(little, { type: "writeVariable", id: idOf(little, "Level_Raw"), value: 0x1234 });
    expect(Array.from(written.data.subarray(2, 4))).toEqual([0x34, 0x12]);
  });

  it("keeps the bytes that still fit when the area shrinks or grows", () => {
    const small = apply(example(), { type: "setArea", area: { size: 4 } });
    expect(small.data.length).toBe(4);
    expect(placeVariables(small).find((entry) => entry.variable.name === "Energy")?.fits).toBe(false);
    expect(valueOf(small, "Energy")).toBeNull();
    const large = apply(small, { type: "setArea", area: { size: 8 } });
    expect(Array.from(large.data)).toEqual([0x01, 0x02, 0x6c, 0x00, 0, 0, 0, 0]);
  });

  it("refuses sizes and DB numbers outside their ranges", () => {
    expect(() => apply(example(), { type: "setArea", area: { size: 0 } })).toThrow(RangeError);
    expect(() => apply(example(), { type: "setArea", area: { size: 1025 } })).toThrow(RangeError);
    expect(() => apply(example(), { type: "setArea", area: { dbNumber: 65536 } })).toThrow(RangeError);
  });

  it("refuses a word at a bit address", () => {
    const state = example();
    expect(() =>
      apply(state, { type: "updateVariable", id: idOf(state, "Mode"), patch: { type: "word", offset: { byte: 1, bit: 3 } } }),
    ).toThrow(RangeError);
  });

  it("moves and removes variables, and automatic addresses follow", () => {
    const state = example();
    const removed = apply(state, { type: "removeVariable", id: idOf(state, "Mode") });
    expect(placeVariables(removed).find((entry) => entry.variable.name === "Level_Raw")?.address).toEqual({ byte: 2, bit: 0 });
    const moved = apply(state, { type: "moveVariable", id: idOf(state, "Mode"), by: -1 });
    expect(moved.variables.slice(2, 4).map((variable) => variable.name)).toEqual(["Mode", "Fault"]);
    expect(placeVariables(moved).find((entry) => entry.variable.name === "Fault")?.address).toEqual({ byte: 2, bit: 0 });
  });
});

describe("forcing", () => {
  it("wins over every later write until it ends", () => {
    const state = example();
    const mode = idOf(state, "Mode");
    const forced = apply(state, { type: "force", id: mode, value: 9 });
    expect(valueOf(forced, "Mode")).toBe(9);
    const modified = apply(forced, { type: "writeVariable", id: mode, value: 3 });
    expect(valueOf(modified, "Mode")).toBe(9);
    const byteWrite = apply(modified, { type: "writeByte", index: 1, value: 0 });
    expect(valueOf(byteWrite, "Mode")).toBe(9);
    const started = apply(byteWrite, { type: "loadStartValues" });
    expect(valueOf(started, "Mode")).toBe(9);
    const released = apply(started, { type: "unforce", id: mode });
    expect(valueOf(released, "Mode")).toBe(9);
    expect(valueOf(apply(released, { type: "writeVariable", id: mode, value: 3 }), "Mode")).toBe(3);
  });

  it("keeps int64 and float32 force values exact", () => {
    const state = example();
    const forced = apply(
      apply(state, { type: "force", id: idOf(state, "Energy"), value: -9223372036854775808n }),
      { type: "force", id: idOf(state, "Flow"), value: Math.fround(0.1) },
    );
    const written = apply(forced, { type: "writeByte", index: 14, value: 0 });
    expect(valueOf(written, "Energy")).toBe(-9223372036854775808n);
    expect(valueOf(written, "Flow")).toBe(Math.fround(0.1));
  });

  it("ends when the variable is removed or its type no longer takes the value", () => {
    const state = example();
    const temperature = idOf(state, "Temperature");
    const forced = apply(state, { type: "force", id: temperature, value: -300 });
    expect(apply(forced, { type: "updateVariable", id: temperature, patch: { type: "word" } }).forces).toEqual([]);
    expect(apply(forced, { type: "removeVariable", id: temperature }).forces).toEqual([]);
    expect(apply(forced, { type: "unforceAll" }).forces).toEqual([]);
  });

  it("refuses a value outside the type instead of wrapping it", () => {
    const state = example();
    expect(() => apply(state, { type: "force", id: idOf(state, "Mode"), value: 256 })).toThrow(RangeError);
    expect(() => apply(state, { type: "writeVariable", id: idOf(state, "Temperature"), value: 32768 })).toThrow(RangeError);
  });
});

describe("variable names", () => {
  it("must be present, short, made of letters, digits and _ and unique", () => {
    const { variables } = example();
    expect(nameProblem("", variables)).toBe("empty");
    expect(nameProblem("x".repeat(41), variables)).toBe("tooLong");
    expect(nameProblem("a.b", variables)).toBe("invalid");
    expect(nameProblem("pump_on", variables)).toBe("duplicate");
    expect(nameProblem("Pump_On", variables, variables[0]?.id)).toBeNull();
    expect(nameProblem("Drehzahl_Soll", variables)).toBeNull();
  });
});
