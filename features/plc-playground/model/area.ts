import { decode, encode } from "./codec";
import { byteSize, typeIdOf } from "./type-info";
import type { ByteOrder, PlcAddress, PlcType, ValueOf } from "./types";

/** Reads a value at an S7 address (e.g. bit 4.3 or word 2.0) from a data area. */
export function readAt<T extends PlcType>(
  area: Uint8Array,
  offset: PlcAddress,
  type: T,
  order: ByteOrder = "big",
): ValueOf<T> {
  assertAddress(area, offset, type);
  if (type === "bit") {
    return ((byteAt(area, offset.byte) >> offset.bit) & 1) as ValueOf<T>;
  }
  return decode(type, area.subarray(offset.byte), order);
}

/** Returns a copy of the area with the value written; the input stays untouched. */
export function writeAt<T extends PlcType>(
  area: Uint8Array,
  offset: PlcAddress,
  type: T,
  value: ValueOf<T>,
  order: ByteOrder = "big",
): Uint8Array {
  assertAddress(area, offset, type);
  const encoded = encode(type, value, order);
  const copy = area.slice();
  if (type === "bit") {
    const mask = 1 << offset.bit;
    const current = byteAt(copy, offset.byte);
    copy[offset.byte] = encoded[0] === 1 ? current | mask : current & ~mask;
    return copy;
  }
  copy.set(encoded, offset.byte);
  return copy;
}

function byteAt(area: Uint8Array, index: number): number {
  return new DataView(area.buffer, area.byteOffset, area.byteLength).getUint8(index);
}

function assertAddress(area: Uint8Array, offset: PlcAddress, type: PlcType): void {
  const { byte, bit } = offset;
  if (!Number.isInteger(byte) || byte < 0 || !Number.isInteger(bit) || bit < 0 || bit > 7) {
    throw new RangeError(`invalid address ${byte}.${bit}`);
  }
  if (type !== "bit" && bit !== 0) {
    throw new RangeError(`${typeIdOf(type)} must start at bit 0, got ${byte}.${bit}`);
  }
  const size = byteSize(type);
  if (byte + size > area.length) {
    throw new RangeError(`${typeIdOf(type)} at ${byte}.${bit} exceeds area of ${area.length} bytes`);
  }
}
