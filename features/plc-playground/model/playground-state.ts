import { readAt, writeAt } from "./area";
import { formatValue } from "./format-value";
import { layoutVariables } from "./layout";
import { parseValue } from "./parse-value";
import { bitSize, bytesType } from "./type-info";
import type { ByteOrder, PlcAddress, PlcType, PlcTypeId, PlcValue, ValueFormat } from "./types";

export const AREA_SIZE_RANGE = { min: 1, max: 1024 } as const;
export const DB_NUMBER_RANGE = { min: 1, max: 65535 } as const;
export const BYTE_GROUP_RANGE = { min: 1, max: 256 } as const;
export const NAME_MAX_LENGTH = 40;
export const COMMENT_MAX_LENGTH = 200;

export const PLC_TYPE_IDS: readonly PlcTypeId[] = [
  "bit",
  "byte",
  "word",
  "int16",
  "dword",
  "int32",
  "int64",
  "single",
  "double",
  "bytes",
];

export interface AreaDefinition {
  readonly name: string;
  readonly dbNumber: number;
  readonly size: number;
  readonly order: ByteOrder;
}

export interface VariableDefinition {
  readonly id: string;
  readonly name: string;
  readonly type: PlcTypeId;
  /** Number of bytes of a byte group; 1 for every other type. */
  readonly length: number;
  /** Fixed address (an overlay); null places the variable automatically. */
  readonly offset: PlcAddress | null;
  /** Start value as entered; it is valid for the type. */
  readonly start: string;
  readonly comment: string;
}

/** A forced variable and its force value as canonical text (parseValue reads it back exactly). */
interface ForceEntry {
  readonly variableId: string;
  readonly value: string;
}

/** Everything the open tabs share: the configuration, the bytes, the forces and the display formats. */
export interface PlaygroundState {
  readonly revision: number;
  /** The tab that wrote this revision; breaks ties between tabs writing at the same time. */
  readonly writer: string;
  readonly area: AreaDefinition;
  readonly variables: readonly VariableDefinition[];
  readonly data: Uint8Array;
  readonly forces: readonly ForceEntry[];
  readonly formats: Readonly<Record<string, ValueFormat>>;
}

export interface PlacedVariableView {
  readonly variable: VariableDefinition;
  readonly type: PlcType;
  readonly address: PlcAddress;
  readonly explicit: boolean;
  /** False when the variable reaches beyond the data area. */
  readonly fits: boolean;
  /** Ids of the variables laid over this one or under it on purpose (a bit or byte view of a word). */
  readonly overlaysWith: readonly string[];
  /** Ids of the variables that share bits with this one by mistake (in part, or as a duplicate). */
  readonly collidesWith: readonly string[];
}

export type PlaygroundAction =
  | { readonly type: "setArea"; readonly area: Partial<AreaDefinition> }
  | { readonly type: "addVariable"; readonly variable: VariableDefinition }
  | { readonly type: "updateVariable"; readonly id: string; readonly patch: Partial<Omit<VariableDefinition, "id">> }
  | { readonly type: "removeVariable"; readonly id: string }
  | { readonly type: "moveVariable"; readonly id: string; readonly by: -1 | 1 }
  | { readonly type: "writeByte"; readonly index: number; readonly value: number }
  | { readonly type: "writeVariable"; readonly id: string; readonly value: PlcValue }
  | { readonly type: "loadStartValues" }
  | { readonly type: "force"; readonly id: string; readonly value: PlcValue }
  | { readonly type: "unforce"; readonly id: string }
  | { readonly type: "unforceAll" }
  | { readonly type: "setFormat"; readonly id: string; readonly format: ValueFormat }
  | {
      readonly type: "replace";
      readonly area: AreaDefinition;
      readonly variables: readonly VariableDefinition[];
      readonly data?: Uint8Array;
    };

export type NameProblem = "empty" | "tooLong" | "invalid" | "duplicate";

const NAME_CHARACTERS = /^[\p{L}\p{N}_]+$/u;

/** S7 symbol names here: letters, digits and underscores, unique without regard to case. */
export function nameProblem(name: string, variables: readonly VariableDefinition[], ownId?: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === "") return "empty";
  if (trimmed.length > NAME_MAX_LENGTH) return "tooLong";
  if (!NAME_CHARACTERS.test(trimmed)) return "invalid";
  const lower = trimmed.toLowerCase();
  if (variables.some((variable) => variable.id !== ownId && variable.name.toLowerCase() === lower)) return "duplicate";
  return null;
}

export function typeOfVariable(variable: Pick<VariableDefinition, "type" | "length">): PlcType {
  return variable.type === "bytes" ? bytesType(variable.length) : variable.type;
}

/** Why an address cannot hold the type, or null when it can. */
export function offsetProblem(type: PlcTypeId, offset: PlcAddress): "bitNotZero" | null {
  return type !== "bit" && offset.bit !== 0 ? "bitNotZero" : null;
}

/** Addresses of all variables (automatic ones as in a standard S7 data block) and their conflicts. */
export function placeVariables(state: Pick<PlaygroundState, "variables" | "area">): PlacedVariableView[] {
  const layout = layoutVariables(
    state.variables.map((variable) => ({
      name: variable.id,
      type: typeOfVariable(variable),
      ...(variable.offset ? { offset: variable.offset } : {}),
    })),
  );
  const [overlays, collisions] = [new Map<string, string[]>(), new Map<string, string[]>()];
  for (const { a, b, overlay } of layout.overlaps) {
    const pairs = overlay ? overlays : collisions;
    pairs.set(a, [...(pairs.get(a) ?? []), b]);
    pairs.set(b, [...(pairs.get(b) ?? []), a]);
  }
  return state.variables.map((variable, index) => {
    const placed = layout.variables[index];
    if (!placed) throw new Error("layout lost a variable");
    const endBit = placed.offset.byte * 8 + placed.offset.bit + bitSize(placed.type);
    return {
      variable,
      type: placed.type,
      address: placed.offset,
      explicit: placed.explicit,
      fits: endBit <= state.area.size * 8,
      overlaysWith: overlays.get(variable.id) ?? [],
      collidesWith: collisions.get(variable.id) ?? [],
    };
  });
}

/** The variable's current value, or null when it does not fit into the area. */
export function readVariable(state: PlaygroundState, placed: PlacedVariableView): PlcValue | null {
  if (!placed.fits) return null;
  return readAt(state.data, placed.address, placed.type, state.area.order);
}

export function isForced(state: PlaygroundState, id: string): boolean {
  return state.forces.some((force) => force.variableId === id);
}

export function formatOf(state: PlaygroundState, variable: VariableDefinition): ValueFormat {
  return state.formats[variable.id] ?? "decimal";
}

/**
 * Applies one change and returns the next revision; the input stays untouched. Forced values are
 * written again after every change, so a force wins over any other write, as on a CPU.
 * Throws RangeError for changes the UI must have refused (out-of-range values, bad addresses).
 */
export function applyPlaygroundAction(state: PlaygroundState, action: PlaygroundAction, writer: string): PlaygroundState {
  const next = reduce(state, action);
  return { ...next, data: applyForces(next), revision: state.revision + 1, writer };
}

function reduce(state: PlaygroundState, action: PlaygroundAction): PlaygroundState {
  switch (action.type) {
    case "setArea": {
      const area = { ...state.area, ...action.area };
      assertArea(area);
      return { ...state, area, data: resized(state.data, area.size) };
    }
    case "addVariable":
      assertVariable(action.variable);
      return { ...state, variables: [...state.variables, action.variable] };
    case "updateVariable": {
      const variables = state.variables.map((variable) => {
        if (variable.id !== action.id) return variable;
        const updated = { ...variable, ...action.patch };
        assertVariable(updated);
        return updated;
      });
      // A type change can make a force value meaningless; such a force ends.
      const forces = state.forces.filter((force) => forceStillValid(variables, force));
      return { ...state, variables, forces };
    }
    case "removeVariable": {
      const formats = Object.fromEntries(Object.entries(state.formats).filter(([id]) => id !== action.id));
      return {
        ...state,
        variables: state.variables.filter((variable) => variable.id !== action.id),
        forces: state.forces.filter((force) => force.variableId !== action.id),
        formats,
      };
    }
    case "moveVariable": {
      const index = state.variables.findIndex((variable) => variable.id === action.id);
      const target = index + action.by;
      const moved = state.variables[index];
      const other = state.variables[target];
      if (index < 0 || !moved || !other) return state;
      const variables = state.variables.slice();
      variables[index] = other;
      variables[target] = moved;
      return { ...state, variables };
    }
    case "writeByte": {
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= state.data.length) {
        throw new RangeError(`byte ${action.index} outside the area`);
      }
      return { ...state, data: writeAt(state.data, { byte: action.index, bit: 0 }, "byte", action.value) };
    }
    case "writeVariable": {
      const placed = fittingVariable(state, action.id);
      return { ...state, data: writeAt(state.data, placed.address, placed.type, action.value, state.area.order) };
    }
    case "loadStartValues": {
      let data = state.data;
      for (const placed of placeVariables(state)) {
        if (!placed.fits) continue;
        const start = parseValue(placed.type, placed.variable.start);
        if (start.ok) data = writeAt(data, placed.address, placed.type, start.value, state.area.order);
      }
      return { ...state, data };
    }
    case "force": {
      const placed = fittingVariable(state, action.id);
      writeAt(state.data, placed.address, placed.type, action.value, state.area.order);
      const value = formatValue(placed.type, action.value, "decimal");
      const forces = [...state.forces.filter((force) => force.variableId !== action.id), { variableId: action.id, value }];
      return { ...state, forces };
    }
    case "unforce":
      return { ...state, forces: state.forces.filter((force) => force.variableId !== action.id) };
    case "unforceAll":
      return { ...state, forces: [] };
    case "setFormat":
      return { ...state, formats: { ...state.formats, [action.id]: action.format } };
    case "replace": {
      assertArea(action.area);
      action.variables.forEach(assertVariable);
      const data = action.data ? resized(action.data, action.area.size) : new Uint8Array(action.area.size);
      return { ...state, area: action.area, variables: action.variables, data, forces: [], formats: {} };
    }
  }
}

function fittingVariable(state: PlaygroundState, id: string): PlacedVariableView {
  const placed = placeVariables(state).find((entry) => entry.variable.id === id);
  if (!placed) throw new RangeError(`no variable ${id}`);
  if (!placed.fits) throw new RangeError(`${placed.variable.name} does not fit into the area`);
  return placed;
}

function applyForces(state: PlaygroundState): Uint8Array {
  if (state.forces.length === 0) return state.data;
  let data = state.data;
  const placedById = new Map(placeVariables(state).map((placed) => [placed.variable.id, placed]));
  for (const force of state.forces) {
    const placed = placedById.get(force.variableId);
    if (!placed?.fits) continue;
    const value = parseValue(placed.type, force.value);
    if (value.ok) data = writeAt(data, placed.address, placed.type, value.value, state.area.order);
  }
  return data;
}

function forceStillValid(variables: readonly VariableDefinition[], force: ForceEntry): boolean {
  const variable = variables.find((entry) => entry.id === force.variableId);
  return variable !== undefined && parseValue(typeOfVariable(variable), force.value).ok;
}

function resized(data: Uint8Array, size: number): Uint8Array {
  const next = new Uint8Array(size);
  next.set(data.subarray(0, size));
  return next;
}

function assertArea(area: AreaDefinition): void {
  assertWhole(area.size, AREA_SIZE_RANGE, "area size");
  assertWhole(area.dbNumber, DB_NUMBER_RANGE, "DB number");
}

function assertVariable(variable: VariableDefinition): void {
  if (variable.type === "bytes") assertWhole(variable.length, BYTE_GROUP_RANGE, "byte group length");
  if (variable.offset && offsetProblem(variable.type, variable.offset)) {
    throw new RangeError(`${variable.name}: ${variable.type} must start at bit 0`);
  }
}

function assertWhole(value: number, range: { readonly min: number; readonly max: number }, what: string): void {
  if (!Number.isInteger(value) || value < range.min || value > range.max) {
    throw new RangeError(`${what} ${value} outside ${range.min} … ${range.max}`);
  }
}

/** Whether a state from another tab replaces ours: the higher revision wins, the writer id breaks ties. */
export function supersedes(incoming: Pick<PlaygroundState, "revision" | "writer">, current: Pick<PlaygroundState, "revision" | "writer">): boolean {
  return incoming.revision > current.revision || (incoming.revision === current.revision && incoming.writer > current.writer);
}
