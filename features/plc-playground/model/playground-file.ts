import { z } from "zod";
import { parseValue, type ParseError } from "./parse-value";
import {
  AREA_SIZE_RANGE,
  BYTE_GROUP_RANGE,
  COMMENT_MAX_LENGTH,
  DB_NUMBER_RANGE,
  NAME_MAX_LENGTH,
  PLC_TYPE_IDS,
  nameProblem,
  offsetProblem,
  typeOfVariable,
  type AreaDefinition,
  type NameProblem,
  type PlaygroundState,
  type VariableDefinition,
} from "./playground-state";
import { formatAddress, parseAddress } from "./s7-names";
import type { PlcAddress, PlcType, PlcTypeId, ValueFormat } from "./types";

const PLAYGROUND_FILE_FORMAT = "plc-playground";
const PLAYGROUND_FILE_VERSION = 1;

const VALUE_FORMATS = ["decimal", "hex", "binary", "float"] as const satisfies readonly ValueFormat[];
const HEX_BYTES = /^(?:[0-9a-f]{2}(?: [0-9a-f]{2})*)?$/i;

const areaSchema = z.object({
  name: z.string().max(NAME_MAX_LENGTH),
  dbNumber: z.number().int().min(DB_NUMBER_RANGE.min).max(DB_NUMBER_RANGE.max),
  size: z.number().int().min(AREA_SIZE_RANGE.min).max(AREA_SIZE_RANGE.max),
  order: z.enum(["big", "little"]),
});

const variableSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  name: z.string(),
  type: z.enum(PLC_TYPE_IDS as [PlcTypeId, ...PlcTypeId[]]),
  length: z.number().int().min(BYTE_GROUP_RANGE.min).max(BYTE_GROUP_RANGE.max).optional(),
  /** "byte.bit", or null for an automatic address. */
  offset: z.string().nullable().optional(),
  start: z.string().max(2000),
  comment: z.string().max(COMMENT_MAX_LENGTH).optional(),
});

const fileSchema = z.object({
  format: z.literal(PLAYGROUND_FILE_FORMAT),
  version: z.literal(PLAYGROUND_FILE_VERSION),
  area: areaSchema,
  variables: z.array(variableSchema).max(500),
  /** The bytes of the area as two-digit hex numbers separated by spaces. */
  data: z.string().regex(HEX_BYTES).optional(),
});

const snapshotSchema = fileSchema.extend({
  revision: z.number().int().min(0),
  writer: z.string().max(64),
  variables: z.array(variableSchema.required({ id: true })).max(500),
  forces: z.array(z.object({ variableId: z.string(), value: z.string() })).max(500),
  formats: z.record(z.string(), z.enum(VALUE_FORMATS)),
});

export type PlaygroundFileError =
  | { readonly code: "notJson" }
  | { readonly code: "notAPlaygroundFile"; readonly path: string }
  | { readonly code: "badName"; readonly name: string; readonly problem: NameProblem }
  | { readonly code: "badOffset"; readonly name: string; readonly offset: string }
  | { readonly code: "badStart"; readonly name: string; readonly type: PlcType; readonly error: ParseError }
  | { readonly code: "badData"; readonly expected: number; readonly actual: number };

export type PlaygroundFileResult =
  | {
      readonly ok: true;
      readonly area: AreaDefinition;
      readonly variables: VariableDefinition[];
      readonly data: Uint8Array | undefined;
    }
  | { readonly ok: false; readonly error: PlaygroundFileError };

/** The configuration and the bytes as a file a user can keep, edit and import again. */
export function toPlaygroundFile(state: PlaygroundState): string {
  const file: z.input<typeof fileSchema> = {
    format: PLAYGROUND_FILE_FORMAT,
    version: PLAYGROUND_FILE_VERSION,
    area: state.area,
    variables: state.variables.map((variable) => fileVariable(variable, false)),
    data: bytesToHex(state.data),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Reads an imported file; every problem is reported, nothing is half-imported. */
export function parsePlaygroundFile(text: string, makeId: () => string): PlaygroundFileResult {
  const json = parseJson(text);
  if (json === undefined) return { ok: false, error: { code: "notJson" } };
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: { code: "notAPlaygroundFile", path: issuePath(parsed.error) } };
  return checkContent(parsed.data, makeId);
}

/** The stored snapshot for tabs opened later: validated, never cast; null when unusable. */
export function toSnapshot(state: PlaygroundState): unknown {
  return {
    format: PLAYGROUND_FILE_FORMAT,
    version: PLAYGROUND_FILE_VERSION,
    revision: state.revision,
    writer: state.writer,
    area: state.area,
    variables: state.variables.map((variable) => fileVariable(variable, true)),
    data: bytesToHex(state.data),
    forces: state.forces,
    formats: state.formats,
  };
}

export function fromSnapshot(value: unknown): PlaygroundState | null {
  const parsed = snapshotSchema.safeParse(value);
  if (!parsed.success) return null;
  const content = checkContent(parsed.data, () => "");
  if (!content.ok) return null;
  const ids = new Set(content.variables.map((variable) => variable.id));
  if (ids.size !== content.variables.length) return null;
  return {
    revision: parsed.data.revision,
    writer: parsed.data.writer,
    area: content.area,
    variables: content.variables,
    data: content.data ?? new Uint8Array(content.area.size),
    forces: parsed.data.forces.filter((force) => ids.has(force.variableId)),
    formats: Object.fromEntries(Object.entries(parsed.data.formats).filter(([id]) => ids.has(id))),
  };
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0").toUpperCase()).join(" ");
}

function hexToBytes(text: string): Uint8Array {
  if (text === "") return new Uint8Array(0);
  return Uint8Array.from(text.split(" "), (pair) => Number.parseInt(pair, 16));
}

/** A variable as written to a file; the export file leaves out the ids, the stored snapshot keeps them. */
function fileVariable(variable: VariableDefinition, withId: boolean) {
  return {
    ...(withId ? { id: variable.id } : {}),
    name: variable.name,
    type: variable.type,
    ...(variable.type === "bytes" ? { length: variable.length } : {}),
    offset: variable.offset ? formatAddress(variable.offset) : null,
    start: variable.start,
    comment: variable.comment,
  };
}

function checkContent(
  file: z.output<typeof fileSchema>,
  makeId: () => string,
): PlaygroundFileResult {
  const variables: VariableDefinition[] = [];
  for (const entry of file.variables) {
    const id = entry.id ?? makeId();
    const problem = nameProblem(entry.name, variables, id);
    if (problem) return { ok: false, error: { code: "badName", name: entry.name, problem } };
    let offset: PlcAddress | null = null;
    if (entry.offset !== null && entry.offset !== undefined) {
      offset = parseAddress(entry.offset);
      if (!offset || offsetProblem(entry.type, offset)) {
        return { ok: false, error: { code: "badOffset", name: entry.name, offset: entry.offset } };
      }
    }
    const variable: VariableDefinition = {
      id,
      name: entry.name.trim(),
      type: entry.type,
      length: entry.type === "bytes" ? (entry.length ?? 1) : 1,
      offset,
      start: entry.start,
      comment: entry.comment ?? "",
    };
    const type = typeOfVariable(variable);
    const start = parseValue(type, variable.start);
    if (!start.ok) return { ok: false, error: { code: "badStart", name: variable.name, type, error: start.error } };
    variables.push(variable);
  }
  const data = file.data === undefined ? undefined : hexToBytes(file.data);
  if (data && data.length !== file.area.size) {
    return { ok: false, error: { code: "badData", expected: file.area.size, actual: data.length } };
  }
  return { ok: true, area: file.area, variables, data };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, "")) as unknown;
  } catch {
    return undefined;
  }
}

function issuePath(error: z.ZodError): string {
  const path = error.issues[0]?.path ?? [];
  return path.length === 0 ? "/" : path.map(String).join(".");
}
