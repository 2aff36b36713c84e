export type {
  BytesType,
  ByteOrder,
  FloatTypeId,
  IntegerTypeId,
  PlcAddress,
  PlcType,
  PlcTypeId,
  PlcValue,
  ScalarTypeId,
  ValueFormat,
  ValueOf,
} from "./types";
export type { ValueRange } from "./type-info";
export type { ParseError, ParseResult } from "./parse-value";
export type { InterpretableType, Interpretation } from "./interpret-all";
export type { Layout, LayoutInput, Overlap, PlacedVariable } from "./layout";

export {
  DOUBLE_MAX,
  INTEGER_LIMITS,
  SINGLE_MAX,
  bitSize,
  byteSize,
  bytesType,
  rangeOf,
  typeIdOf,
} from "./type-info";
export { parseIntegerLiteral } from "./integer-literal";
export { parseValue } from "./parse-value";
export { parseEntry } from "./parse-entry";
export { decode, encode } from "./codec";
export { readAt, writeAt } from "./area";
export { exactDecimal, shortestDouble, shortestSingle } from "./float-text";
export { formatValue } from "./format-value";
export { INTERPRETABLE_TYPES, interpretAll } from "./interpret-all";
export { layoutVariables } from "./layout";
export { S7_TYPE_NAMES, formatAddress, parseAddress, s7Address, s7TypeName } from "./s7-names";
export { toS7Source } from "./s7-source";
export { hexByte, parseHexByte } from "./hex-byte";
