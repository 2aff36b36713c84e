import { parseIntegerLiteral } from "./integer-literal";
import {
  INTEGER_LIMITS,
  byteSize,
  isIntegerType,
  rangeOf,
  typeIdOf,
} from "./type-info";
import type { FloatTypeId, IntegerTypeId, PlcType, PlcValue, ValueOf } from "./types";

export type ParseError =
  | { readonly code: "outOfRange"; readonly min: string; readonly max: string }
  | { readonly code: "notANumber" }
  | { readonly code: "wrongLength"; readonly expected: number; readonly actual: number };

export type ParseResult<V> =
  | { readonly ok: true; readonly value: V }
  | { readonly ok: false; readonly error: ParseError };

const FLOAT_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const INFINITY_TEXT = /^[+-]?inf(?:inity)?$/i;
const BYTE_SEPARATORS = /[\s,;]+/;

/**
 * Parses user input for a type. Out-of-range input is refused, never wrapped
 * or clamped; the error carries the allowed range.
 */
export function parseValue<T extends PlcType>(type: T, text: string): ParseResult<ValueOf<T>> {
  return parseAny(type, text) as ParseResult<ValueOf<T>>;
}

function parseAny(type: PlcType, text: string): ParseResult<PlcValue> {
  const id = typeIdOf(type);
  if (id === "bytes") return parseBytes(byteSize(type), text);
  if (id === "bit") return parseBit(text);
  if (isIntegerType(id)) return parseInteger(id, text);
  return parseFloat(id, text);
}

function parseBit(text: string): ParseResult<number> {
  const word = text.trim().toLowerCase();
  if (word === "true") return { ok: true, value: 1 };
  if (word === "false") return { ok: true, value: 0 };
  return parseInteger("bit", text) as ParseResult<number>;
}

function parseInteger(id: IntegerTypeId, text: string): ParseResult<number | bigint> {
  const parsed = parseIntegerLiteral(text);
  if (parsed === null) return notANumber();
  const { min, max } = INTEGER_LIMITS[id];
  if (parsed < min || parsed > max) return outOfRange(id);
  return { ok: true, value: id === "int64" ? parsed : Number(parsed) };
}

function parseFloat(id: FloatTypeId, text: string): ParseResult<number> {
  const trimmed = text.trim();
  if (INFINITY_TEXT.test(trimmed)) return outOfRange(id);
  if (!FLOAT_TEXT.test(trimmed)) return notANumber();
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return outOfRange(id);
  if (id === "double") return { ok: true, value };
  // IEEE rounding decides, not a comparison with FLT_MAX: 3.4028235e38 (the shortest text of
  // FLT_MAX) lies above it and must still be accepted because it rounds to FLT_MAX.
  const single = Math.fround(value);
  if (!Number.isFinite(single)) return outOfRange(id);
  return { ok: true, value: single };
}

/** Byte groups are written element by element, e.g. `16#12 16#34` or `18, 52`. */
function parseBytes(length: number, text: string): ParseResult<Uint8Array> {
  const tokens = text.trim().split(BYTE_SEPARATORS).filter((token) => token !== "");
  const bytes = new Uint8Array(tokens.length);
  for (const [index, token] of tokens.entries()) {
    const element = parseInteger("byte", token);
    if (!element.ok) return element;
    bytes[index] = Number(element.value);
  }
  if (bytes.length !== length) {
    return { ok: false, error: { code: "wrongLength", expected: length, actual: bytes.length } };
  }
  return { ok: true, value: bytes };
}

function outOfRange(type: PlcType): { ok: false; error: ParseError } {
  return { ok: false, error: { code: "outOfRange", ...rangeOf(type) } };
}

function notANumber(): { ok: false; error: ParseError } {
  return { ok: false, error: { code: "notANumber" } };
}
