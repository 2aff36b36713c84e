import { byteSize, typeIdOf } from "./type-info";
import type { PlcAddress, PlcType, PlcTypeId } from "./types";

/** Technical terms that every language uses as they are. */
export const BYTE_ORDER_NAMES = { big: "Big-endian", little: "Little-endian" } as const;

/** The names an S7 programmer knows for the playground's data types. */
export const S7_TYPE_NAMES: Record<PlcTypeId, string> = {
  bit: "BOOL",
  byte: "BYTE",
  word: "WORD",
  int16: "INT",
  dword: "DWORD",
  int32: "DINT",
  int64: "LINT",
  single: "REAL",
  double: "LREAL",
  bytes: "ARRAY OF BYTE",
};

export function s7TypeName(type: PlcType): string {
  return typeof type === "string" ? S7_TYPE_NAMES[type] : `ARRAY[0..${type.length - 1}] OF BYTE`;
}

/**
 * Absolute address in a data block as TIA Portal shows it: %DB1.DBX0.0, %DB1.DBB1, %DB1.DBW2,
 * %DB1.DBD4; eight-byte types and byte groups have no such operand and are shown as an ANY
 * pointer (P#DB1.DBX8.0 BYTE 8).
 */
export function s7Address(dbNumber: number, type: PlcType, offset: PlcAddress): string {
  const db = `DB${dbNumber}`;
  const size = byteSize(type);
  const id = typeIdOf(type);
  if (id === "bit") return `%${db}.DBX${offset.byte}.${offset.bit}`;
  if (id === "bytes") return `P#${db}.DBX${offset.byte}.0 BYTE ${size}`;
  if (size === 1) return `%${db}.DBB${offset.byte}`;
  if (size === 2) return `%${db}.DBW${offset.byte}`;
  if (size === 4) return `%${db}.DBD${offset.byte}`;
  return `P#${db}.DBX${offset.byte}.0 BYTE ${size}`;
}

export function formatAddress(offset: PlcAddress): string {
  return `${offset.byte}.${offset.bit}`;
}

const ADDRESS_TEXT = /^\s*(\d{1,5})\s*(?:\.\s*(\d))?\s*$/;

/** Reads "4.3" or "4" (= 4.0); null when the text is no byte.bit address. */
export function parseAddress(text: string): PlcAddress | null {
  const match = ADDRESS_TEXT.exec(text);
  if (!match?.[1]) return null;
  const bit = match[2] === undefined ? 0 : Number(match[2]);
  if (bit > 7) return null;
  return { byte: Number(match[1]), bit };
}
