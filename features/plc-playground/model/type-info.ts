import { shortestDouble, shortestSingle } from "./float-text";
import type { BytesType, IntegerTypeId, PlcType, PlcTypeId, ScalarTypeId } from "./types";

const BYTE_SIZES: Record<Exclude<ScalarTypeId, "bit">, number> = {
  byte: 1,
  word: 2,
  int16: 2,
  dword: 4,
  int32: 4,
  int64: 8,
  single: 4,
  double: 8,
};

export const INTEGER_LIMITS: Record<IntegerTypeId, { readonly min: bigint; readonly max: bigint }> = {
  bit: { min: 0n, max: 1n },
  byte: { min: 0n, max: 255n },
  word: { min: 0n, max: 65535n },
  int16: { min: -32768n, max: 32767n },
  dword: { min: 0n, max: 4294967295n },
  int32: { min: -2147483648n, max: 2147483647n },
  int64: { min: -9223372036854775808n, max: 9223372036854775807n },
};

/** Largest finite float32 (FLT_MAX). */
const SINGLE_MAX = 3.4028234663852886e38;

const DOUBLE_MAX = Number.MAX_VALUE;

export interface ValueRange {
  readonly min: string;
  readonly max: string;
}

export function typeIdOf(type: PlcType): PlcTypeId {
  return typeof type === "string" ? type : type.id;
}

export function isIntegerType(id: PlcTypeId): id is IntegerTypeId {
  return id in INTEGER_LIMITS;
}

export function bytesType(length: number): BytesType {
  assertBytesLength(length);
  return { id: "bytes", length };
}

/** Bytes occupied when encoded; a bit is carried in one byte. */
export function byteSize(type: PlcType): number {
  if (typeof type !== "string") {
    assertBytesLength(type.length);
    return type.length;
  }
  return type === "bit" ? 1 : BYTE_SIZES[type];
}

/** Bits occupied in a data block. */
export function bitSize(type: PlcType): number {
  return type === "bit" ? 1 : byteSize(type) * 8;
}

/** Allowed input range; for a byte group it is the range of each element. */
export function rangeOf(type: PlcType): ValueRange {
  const id = typeIdOf(type);
  if (id === "bytes") return rangeOf("byte");
  if (id === "single") return { min: shortestSingle(-SINGLE_MAX), max: shortestSingle(SINGLE_MAX) };
  if (id === "double") return { min: shortestDouble(-DOUBLE_MAX), max: shortestDouble(DOUBLE_MAX) };
  const limits = INTEGER_LIMITS[id];
  return { min: limits.min.toString(), max: limits.max.toString() };
}

function assertBytesLength(length: number): void {
  if (!Number.isInteger(length) || length < 1) {
    throw new RangeError(`byte group length must be a positive integer, got ${length}`);
  }
}
