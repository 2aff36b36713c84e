export type ScalarTypeId =
  | "bit"
  | "byte"
  | "word"
  | "int16"
  | "dword"
  | "int32"
  | "int64"
  | "single"
  | "double";

export type PlcTypeId = ScalarTypeId | "bytes";

export type IntegerTypeId = "bit" | "byte" | "word" | "int16" | "dword" | "int32" | "int64";

export type FloatTypeId = "single" | "double";

export interface BytesType {
  readonly id: "bytes";
  readonly length: number;
}

/** A scalar type id, or a byte group that carries its length. */
export type PlcType = ScalarTypeId | BytesType;

export type ByteOrder = "big" | "little";

/** S7-style address byte.bit; bit 0 is the least significant bit of the byte. */
export interface PlcAddress {
  readonly byte: number;
  readonly bit: number;
}

export type ValueFormat = "decimal" | "hex" | "binary" | "float";

export type ValueOf<T extends PlcType> = T extends BytesType
  ? Uint8Array
  : T extends "int64"
    ? bigint
    : number;

export type PlcValue = ValueOf<PlcType>;
