import { useFormatter, useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ParseError } from "./model/parse-value";
import type { NameProblem } from "./model/playground-state";
import type { DefaultCommentKey } from "./model/default-playground";
import { S7_TYPE_NAMES } from "./model/s7-names";
import { typeIdOf } from "./model/type-info";
import type { PlcType, PlcTypeId } from "./model/types";

/**
 * The `plc` texts of the page's language and its way of writing numbers: ICU counts are
 * formatted by `t`, plain numbers in a text go through `number` so they read as in the page.
 */
export function usePlcTexts() {
  const t = useTranslations("plc");
  const format = useFormatter();
  // One object per language: memoised rows that take it re-render only when it changes.
  return useMemo(() => ({ t, number: (value: number) => format.number(value) }), [t, format]);
}

export type PlcTexts = ReturnType<typeof usePlcTexts>;

/** An example comment in the page's language. */
export function defaultComment({ t }: PlcTexts, key: DefaultCommentKey): string {
  return t(`defaults.${key}`);
}

/** "int16 (INT)": the specification's name and the one an S7 programmer types. */
export function typeLabel(texts: PlcTexts, type: PlcType | PlcTypeId): string {
  const id = typeof type === "string" ? type : typeIdOf(type);
  return `${texts.t(`types.${id}`)} (${S7_TYPE_NAMES[id]})`;
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
      return texts.t("errors.outOfRange", { type: label, min: error.min, max: error.max });
    case "notANumber":
      return texts.t("errors.notANumber", { type: label, examples: EXAMPLES[typeIdOf(type)] });
    case "wrongLength":
      return texts.t("errors.wrongLength", { expected: error.expected, actual: texts.number(error.actual) });
  }
}

export function nameProblemText(texts: PlcTexts, problem: NameProblem, max: number): string {
  switch (problem) {
    case "empty":
      return texts.t("errors.nameEmpty");
    case "tooLong":
      return texts.t("errors.nameTooLong", { max });
    case "invalid":
      return texts.t("errors.nameInvalid");
    case "duplicate":
      return texts.t("errors.nameDuplicate");
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
  return { ok: false, message: texts.t("errors.wholeNumber", { min: String(range.min), max: String(range.max) }) };
}

/** Colours that mark a variable's bytes; the name is always written next to them as well. */
const MARK_COLOURS = ["#3b82f6", "#22c55e", "#f59e0b", "#ec4899", "#8b5cf6", "#14b8a6", "#ef4444", "#84cc16"] as const;

export function markColour(index: number): string {
  return MARK_COLOURS[index % MARK_COLOURS.length] ?? MARK_COLOURS[0];
}
