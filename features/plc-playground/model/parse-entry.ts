import { decode } from "./codec";
import { parseIntegerLiteral } from "./integer-literal";
import { parseValue, type ParseResult } from "./parse-value";
import { byteSize, typeIdOf } from "./type-info";
import type { PlcType, ValueFormat, ValueOf } from "./types";

const PATTERN_LITERAL = /^\+?(?:16#|0x|2#|0b)/i;

/**
 * Parses an entry of the watch table in its display format. In hex or binary format a hex or
 * binary literal is the stored bit pattern, as in an S7 watch table: 16#FFFF modifies an INT
 * to -1 and 16#3F800000 a REAL to 1.0. Everything else reads like parseValue.
 */
export function parseEntry<T extends PlcType>(type: T, text: string, format: ValueFormat): ParseResult<ValueOf<T>> {
  const id = typeIdOf(type);
  const patternFormat = format === "hex" || format === "binary";
  if (!patternFormat || id === "bytes" || id === "bit" || !PATTERN_LITERAL.test(text.trim())) {
    return parseValue(type, text);
  }
  const size = byteSize(type);
  const pattern = parseIntegerLiteral(text);
  if (pattern === null) return { ok: false, error: { code: "notANumber" } };
  const limit = 1n << BigInt(size * 8);
  if (pattern >= limit) {
    const digits = format === "hex" ? "F".repeat(size * 2) : "1".repeat(size * 8);
    const prefix = format === "hex" ? "16#" : "2#";
    const zero = format === "hex" ? "0".repeat(size * 2) : "0".repeat(size * 8);
    return { ok: false, error: { code: "outOfRange", min: `${prefix}${zero}`, max: `${prefix}${digits}` } };
  }
  const bytes = new Uint8Array(size);
  for (let index = size - 1, rest = pattern; index >= 0; index--, rest >>= 8n) {
    bytes[index] = Number(rest & 0xffn);
  }
  return { ok: true, value: decode(type, bytes, "big") };
}
