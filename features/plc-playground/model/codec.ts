import { INTEGER_LIMITS, byteSize, typeIdOf } from "./type-info";
import type { ByteOrder, IntegerTypeId, PlcType, PlcValue, ValueOf } from "./types";

/**
 * Encodes a value into its memory bytes. A bit is carried in bit 0 of one
 * byte; a byte group is copied as is (byte order does not apply to it).
 * Throws RangeError for values outside the type, never wraps.
 */
export function encode<T extends PlcType>(type: T, value: ValueOf<T>, order: ByteOrder = "big"): Uint8Array {
  return encodeAny(type, value, order);
}

/** Decodes a value from the first bytes of `bytes`. */
export function decode<T extends PlcType>(type: T, bytes: Uint8Array, order: ByteOrder = "big"): ValueOf<T> {
  return decodeAny(type, bytes, order) as ValueOf<T>;
}

function encodeAny(type: PlcType, value: PlcValue, order: ByteOrder): Uint8Array {
  const id = typeIdOf(type);
  const out = new Uint8Array(byteSize(type));
  const view = new DataView(out.buffer);
  const little = order === "little";
  switch (id) {
    case "bytes":
      if (!(value instanceof Uint8Array) || value.length !== out.length) {
        throw new RangeError(`bytes value must be a Uint8Array of length ${out.length}`);
      }
      out.set(value);
      return out;
    case "int64":
      view.setBigInt64(0, checkedBigInt(value), little);
      return out;
    case "single":
      view.setFloat32(0, checkedSingle(value), little);
      return out;
    case "double":
      view.setFloat64(0, checkedFloat(value), little);
      return out;
    case "bit":
    case "byte":
      view.setUint8(0, checkedInteger(id, value));
      return out;
    case "word":
      view.setUint16(0, checkedInteger(id, value), little);
      return out;
    case "int16":
      view.setInt16(0, checkedInteger(id, value), little);
      return out;
    case "dword":
      view.setUint32(0, checkedInteger(id, value), little);
      return out;
    case "int32":
      view.setInt32(0, checkedInteger(id, value), little);
      return out;
  }
}

function decodeAny(type: PlcType, bytes: Uint8Array, order: ByteOrder): PlcValue {
  const id = typeIdOf(type);
  const size = byteSize(type);
  if (bytes.length < size) {
    throw new RangeError(`${id} needs ${size} bytes, got ${bytes.length}`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, size);
  const little = order === "little";
  switch (id) {
    case "bytes":
      return bytes.slice(0, size);
    case "bit":
      return view.getUint8(0) & 1;
    case "byte":
      return view.getUint8(0);
    case "word":
      return view.getUint16(0, little);
    case "int16":
      return view.getInt16(0, little);
    case "dword":
      return view.getUint32(0, little);
    case "int32":
      return view.getInt32(0, little);
    case "int64":
      return view.getBigInt64(0, little);
    case "single":
      return view.getFloat32(0, little);
    case "double":
      return view.getFloat64(0, little);
  }
}

function checkedInteger(id: Exclude<IntegerTypeId, "int64">, value: PlcValue): number {
  const { min, max } = INTEGER_LIMITS[id];
  if (typeof value !== "number" || !Number.isInteger(value) || value < Number(min) || value > Number(max)) {
    throw new RangeError(`${String(value)} is not a valid ${id} (${min} … ${max})`);
  }
  return value;
}

function checkedBigInt(value: PlcValue): bigint {
  const { min, max } = INTEGER_LIMITS.int64;
  if (typeof value !== "bigint" || value < min || value > max) {
    throw new RangeError(`${String(value)} is not a valid int64 (${min} … ${max})`);
  }
  return value;
}

// NaN and infinities are accepted because decoded memory can hold them.
function checkedFloat(value: PlcValue): number {
  if (typeof value !== "number") throw new RangeError(`${String(value)} is not a float`);
  return value;
}

// A finite value that float32 rounding would turn into an infinity is refused, not stored as one.
function checkedSingle(value: PlcValue): number {
  const checked = checkedFloat(value);
  if (Number.isFinite(checked) && !Number.isFinite(Math.fround(checked))) {
    throw new RangeError(`${checked} is not a valid single (beyond ±3.4028235e+38)`);
  }
  return checked;
}
