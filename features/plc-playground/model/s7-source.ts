import { formatValue } from "./format-value";
import { parseValue } from "./parse-value";
import { typeOfVariable, type PlaygroundState, type VariableDefinition } from "./playground-state";
import { formatAddress } from "./s7-names";
import type { PlcType, PlcValue, ValueFormat } from "./types";

const SOURCE_TYPES: Record<Exclude<VariableDefinition["type"], "bytes">, string> = {
  bit: "Bool",
  byte: "Byte",
  word: "Word",
  int16: "Int",
  dword: "DWord",
  int32: "DInt",
  int64: "LInt",
  single: "Real",
  double: "LReal",
};

/**
 * The configuration as an S7 data-block source (standard access) that TIA Portal can compile.
 * Overlays with a fixed address have no counterpart in a source; they appear as comments.
 */
export function toS7Source(state: Pick<PlaygroundState, "area" | "variables">): string {
  const name = state.area.name.trim() || `DB${state.area.dbNumber}`;
  const lines = [
    `DATA_BLOCK "${name.replaceAll('"', "")}"`,
    "{ S7_Optimized_Access := 'FALSE' }",
    "VERSION : 0.1",
    "NON_RETAIN",
  ];
  if (state.area.order === "little") lines.push("// Byte order of this area: little-endian (an S7 CPU stores big-endian).");
  lines.push("   STRUCT ");
  for (const variable of state.variables) {
    const comment = variable.comment.trim() ? `   // ${variable.comment.replace(/\s+/g, " ").trim()}` : "";
    const declaration = `${variable.name} : ${sourceType(variable)} := ${startLiteral(variable)};`;
    lines.push(
      variable.offset
        ? `      // ${declaration} (overlay at ${formatAddress(variable.offset)}, not part of the source)`
        : `      ${declaration}${comment}`,
    );
  }
  lines.push("   END_STRUCT;", "", "", "BEGIN", "", "END_DATA_BLOCK", "");
  return lines.join("\n");
}

function sourceType(variable: VariableDefinition): string {
  return variable.type === "bytes" ? `Array[0..${variable.length - 1}] of Byte` : SOURCE_TYPES[variable.type];
}

function startLiteral(variable: VariableDefinition): string {
  const type = typeOfVariable(variable);
  const parsed = parseValue(type, variable.start);
  const value: PlcValue = parsed.ok ? parsed.value : zeroOf(type);
  return literal(type, value);
}

function literal(type: PlcType, value: PlcValue): string {
  if (value instanceof Uint8Array) return `[${Array.from(value, (byte) => literal("byte", byte)).join(", ")}]`;
  // parseValue produced the value for this very type, so the pair matches.
  const text = (format: ValueFormat) => formatValue(type, value as never, format);
  switch (type) {
    case "bit":
      return value === 1 ? "TRUE" : "FALSE";
    case "byte":
    case "word":
    case "dword":
      return text("hex");
    case "single":
    case "double":
      return realLiteral(text("decimal"));
    default:
      return text("decimal");
  }
}

// S7 REAL literals need a decimal point: 1 → 1.0, 1e+21 → 1.0e+21.
function realLiteral(text: string): string {
  if (text.includes(".") || !/^-?\d/.test(text)) return text;
  const exponent = text.search(/e/i);
  return exponent < 0 ? `${text}.0` : `${text.slice(0, exponent)}.0${text.slice(exponent)}`;
}

function zeroOf(type: PlcType): PlcValue {
  if (typeof type !== "string") return new Uint8Array(type.length);
  return type === "int64" ? 0n : 0;
}
