import type { ParseResult } from "./parse-value";

const HEX_BYTE = /^(?:16#|0x)?([0-9a-f]+)$/i;

/** A byte typed into a hex cell: "3F", "16#3F" or "0x3F"; 16#00 … 16#FF. */
export function parseHexByte(text: string): ParseResult<number> {
  const match = HEX_BYTE.exec(text.trim());
  if (!match?.[1]) return { ok: false, error: { code: "notANumber" } };
  const value = Number.parseInt(match[1], 16);
  if (value > 0xff) return { ok: false, error: { code: "outOfRange", min: "16#00", max: "16#FF" } };
  return { ok: true, value };
}

export function hexByte(value: number): string {
  return value.toString(16).padStart(2, "0").toUpperCase();
}
