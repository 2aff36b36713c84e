import { applyPlaygroundAction, type AreaDefinition, type PlaygroundState, type VariableDefinition } from "./playground-state";

/** Keys of `plc.defaults.*` in the language files: the example's comments in the page's language. */
export type DefaultCommentKey =
  | "statusWord"
  | "pumpOn"
  | "valveOpen"
  | "fault"
  | "mode"
  | "levelRaw"
  | "temperature"
  | "runSeconds"
  | "position"
  | "energy"
  | "flow"
  | "pressure"
  | "serial";

type DefaultVariable = Omit<VariableDefinition, "id" | "comment"> & { readonly commentKey: DefaultCommentKey };

const DEFAULT_AREA: AreaDefinition = { name: "Pump_Station", dbNumber: 10, size: 40, order: "big" };

/**
 * An example a PLC programmer recognises: a pump station's data block with every type, an
 * analog raw value at its S7 nominal 27648, a float32 rounding, an int64 beyond 2^53 and an
 * overlay (AT view) of the first two bytes as one word, whose start value agrees with the bits.
 */
const DEFAULT_VARIABLES: readonly DefaultVariable[] = [
  { name: "Pump_On", type: "bit", length: 1, offset: null, start: "1", commentKey: "pumpOn" },
  { name: "Valve_Open", type: "bit", length: 1, offset: null, start: "0", commentKey: "valveOpen" },
  { name: "Fault", type: "bit", length: 1, offset: null, start: "0", commentKey: "fault" },
  { name: "Mode", type: "byte", length: 1, offset: null, start: "2", commentKey: "mode" },
  { name: "Level_Raw", type: "word", length: 1, offset: null, start: "27648", commentKey: "levelRaw" },
  { name: "Temperature", type: "int16", length: 1, offset: null, start: "-125", commentKey: "temperature" },
  { name: "Run_Seconds", type: "dword", length: 1, offset: null, start: "3600000", commentKey: "runSeconds" },
  { name: "Position", type: "int32", length: 1, offset: null, start: "-200000", commentKey: "position" },
  { name: "Energy", type: "int64", length: 1, offset: null, start: "9007199254740993", commentKey: "energy" },
  { name: "Flow", type: "single", length: 1, offset: null, start: "12.7", commentKey: "flow" },
  { name: "Pressure", type: "double", length: 1, offset: null, start: "3.0419", commentKey: "pressure" },
  { name: "Serial", type: "bytes", length: 4, offset: null, start: "16#12 16#34 16#AB 16#CD", commentKey: "serial" },
  { name: "Status_Word", type: "word", length: 1, offset: { byte: 0, bit: 0 }, start: "16#0102", commentKey: "statusWord" },
];

/** The example area with its start values loaded; comments come from the page's language. */
export function defaultPlayground(
  comment: (key: DefaultCommentKey) => string,
  makeId: () => string,
  writer: string,
): PlaygroundState {
  const variables: VariableDefinition[] = DEFAULT_VARIABLES.map(({ commentKey, ...variable }) => ({
    ...variable,
    id: makeId(),
    comment: comment(commentKey),
  }));
  const empty: PlaygroundState = {
    revision: 0,
    writer,
    area: DEFAULT_AREA,
    variables,
    data: new Uint8Array(DEFAULT_AREA.size),
    forces: [],
    formats: {},
  };
  const loaded = applyPlaygroundAction(empty, { type: "loadStartValues" }, writer);
  return { ...loaded, revision: 0 };
}
