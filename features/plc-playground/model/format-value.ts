import { encode } from "./codec";
import { exactDecimal, shortestDouble, shortestSingle } from "./float-text";
import { typeIdOf } from "./type-info";
import type { PlcType, PlcValue, ValueFormat, ValueOf } from "./types";

/**
 * Formats a value for display. hex/binary show the stored bit pattern
 * (two's complement, IEEE 754), most significant byte first, as S7 literals
 * that parseValue reads back. `float` shows the exact stored decimal of
 * single/double; for integer types it falls back to decimal.
 */
export function formatValue<T extends PlcType>(type: T, value: ValueOf<T>, format: ValueFormat): string {
  return formatAny(type, value, format);
}

function formatAny(type: PlcType, value: PlcValue, format: ValueFormat): string {
  const id = typeIdOf(type);
  if (value instanceof Uint8Array) {
    return Array.from(value, (element) => formatAny("byte", element, format)).join(" ");
  }
  if (id === "bit") {
    const digit = String(value);
    return format === "hex" ? `16#${digit}` : format === "binary" ? `2#${digit}` : digit;
  }
  if (format === "hex") return `16#${hexDigits(encode(type, value, "big"))}`;
  if (format === "binary") return `2#${binaryGroups(encode(type, value, "big"))}`;
  if (typeof value === "bigint") return value.toString();
  if (id === "single") return format === "float" ? exactDecimal(Math.fround(value)) : shortestSingle(value);
  if (id === "double") return format === "float" ? exactDecimal(value) : shortestDouble(value);
  return String(value);
}

function hexDigits(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0").toUpperCase()).join("");
}

function binaryGroups(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(2).padStart(8, "0")).join("_");
}
