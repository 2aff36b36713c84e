export type {
  
  ByteOrder,
  
  
  
  PlcType,
  
  
  
  
  
} from "./types";
;
;
;
;

export {
  
  
  
  
  
  bytesType,
  
  
} from "./type-info";
;
export { parseValue } from "./parse-value";
export { parseEntry } from "./parse-entry";
export { decode, encode } from "./codec";
export { readAt, writeAt } from "./area";
;
export { formatValue } from "./format-value";
export {  interpretAll } from "./interpret-all";
export { layoutVariables } from "./layout";
export {   parseAddress, s7Address, s7TypeName } from "./s7-names";
export { toS7Source } from "./s7-source";
export { hexByte, parseHexByte } from "./hex-byte";
