import type english from "@/messages/en.json";
import { fillTemplate } from "@/lib/format/fill-template";
import type { ParseError } from "@/features/plc-playground/model/parse-value";
import type { NameProblem } from "@/features/plc-playground/model/playground-state";
import { S7_TYPE_NAMES } from "@/features/plc-playground/model/s7-names";
import { typeIdOf } from "@/features/plc-playground/model/type-info";
import type { PlcType, PlcTypeId } from "@/features/plc-playground/model/types";

/**
 * The `plc` group of messages/<locale>.json (English fills what a language lacks), with the locale
 * it is written in: that picks the plural forms of its counts.
 */
export type PlcTexts = (typeof english)["plc"] & { readonly locale: string };

export const fill = fillTemplate;

/** "int16 (INT)": the specification's name and the one an S7 programmer types. */
export function typeLabel(texts: PlcTexts, type: PlcType | PlcTypeId): string {
  const id = typeof type === "string" ? type : typeIdOf(type);
  return `${texts.types[id]} (${S7_TYPE_NAMES[id]})`;
}

const EXAMPLES: Record<PlcTypeId, string> = {
  bit: "0, 1, TRUE, FALSE",
  byte: "200, 16#C8, 2#1100_1000",
  word: "27648, 16#6C00",
  int16: "-125, 32767, 16#7FFF",
  dword: "3600000, 16#0036_EE80",
  int32: "-200000, 16#7FFF_FFFF",
  int64: "9007199254740993, -1",
  single: "12.7, -1.5e-3",
  double: "3.0419, 6.02214076e23",
  bytes: "16#12 16#34, 18 52",
};

export function parseErrorText(texts: PlcTexts, type: PlcType, error: ParseError): string {
  const label = typeLabel(texts, type);
  switch (error.code) {
    case "outOfRange":
      return fill(texts.errors.outOfRange, { type: label, min: error.min, max: error.max });
    case "notANumber":
      return fill(texts.errors.notANumber, { type: label, examples: EXAMPLES[typeIdOf(type)] });
    case "wrongLength":
      return fill(texts.errors.wrongLength, { expected: error.expected, actual: error.actual }, texts.locale);
  }
}

export function nameProblemText(texts: PlcTexts, problem: NameProblem, max: number): string {
  switch (problem) {
    case "empty":
      return texts.errors.nameEmpty;
    case "tooLong":
      return fill(texts.errors.nameTooLong, { max }, texts.locale);
    case "invalid":
      return texts.errors.nameInvalid;
    case "duplicate":
      return texts.errors.nameDuplicate;
  }
}

/** Reads a whole number within a range from a field, or returns the message that states it. */
export function wholeNumber(
  texts: PlcTexts,
  text: string,
  range: { readonly min: number; readonly max: number },
): { ok: true; value: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  const value = /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isInteger(value) && value >= range.min && value <= range.max) return { ok: true, value };
  return { ok: false, message: fill(texts.errors.wholeNumber, { min: String(range.min), max: String(range.max) }) };
}

/** Colours that mark a variable's bytes; the name is always written next to them as well. */
export const MARK_COLOURS = ["#3b82f6", "#22c55e", "#f59e0b", "#ec4899", "#8b5cf6", "#14b8a6", "#ef4444", "#84cc16"] as const;

export function markColour(index: number): string {
  return MARK_COLOURS[index % MARK_COLOURS.length] ?? MARK_COLOURS[0];
}
