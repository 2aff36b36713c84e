import { IntlMessageFormat } from "intl-messageformat";
import { intlTag } from "@/lib/format/intl";
import { placeholderMismatch, placeholdersOf } from "@/lib/format/placeholders";
import type { Locale } from "@/lib/i18n/locales";

/** The longest text an editor may publish: longer than any paragraph the sites hold (their longest is under 1,400). */
export const MAX_TEXT_LENGTH = 2000;

/** Why a text is refused, for the editor: names the key and the reason. */
export interface TextRefusal {
  readonly key: string;
  readonly locale: Locale;
  readonly code: "empty" | "tooLong" | "markup" | "script" | "syntax" | "placeholders" | "pluralForms";
  readonly reason: string;
}

interface Element {
  type: number;
  value?: string;
  pluralType?: "cardinal" | "ordinal";
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}
// The element type of a plural or selectordinal in intl-messageformat's syntax tree.
const PLURAL = 6;

// Tags are left to the markup check: some texts show a literal "<id>" the English text has too.
function parse(text: string, locale: Locale): Element[] {
  return new IntlMessageFormat(text, intlTag(locale), undefined, { ignoreTag: true }).getAst() as Element[];
}

/** The plural branches a language does not have (`few` in German); the parser already insists on `other`. */
function pluralProblems(elements: readonly Element[], locale: Locale): string[] {
  return elements.flatMap((element) => {
    const own: string[] = [];
    if (element.type === PLURAL && element.options) {
      const rules = new Intl.PluralRules(intlTag(locale), { type: element.pluralType === "ordinal" ? "ordinal" : "cardinal" });
      const categories = new Set<string>(rules.resolvedOptions().pluralCategories);
      const foreign = Object.keys(element.options).filter((key) => !key.startsWith("=") && !categories.has(key));
      if (foreign.length > 0) own.push(`{${element.value}} has forms this language does not use: ${foreign.join(", ")}`);
    }
    const nested = Object.values(element.options ?? {}).flatMap((option) => pluralProblems(option.value, locale));
    return [...own, ...nested, ...pluralProblems(element.children ?? [], locale)];
  });
}

/**
 * Checks a text an editor wants to publish against the build's English text of the same key:
 * not empty, at most MAX_TEXT_LENGTH characters, no markup beyond the English text's own rich-text
 * tags, no script address, valid ICU syntax, the same arguments, and plural forms this language
 * has (with "other"; a language may count without plural forms where English needs them, as
 * German "{expected} nötig"). Undefined when the text may be published.
 */
export function checkText(input: { key: string; locale: Locale; value: string; english: string }): TextRefusal | undefined {
  const { key, locale, value, english } = input;
  const refuse = (code: TextRefusal["code"], reason: string): TextRefusal => ({ key, locale, code, reason });
  if (value.trim() === "") return refuse("empty", `${key} (${locale}): the text is empty.`);
  if (value.length > MAX_TEXT_LENGTH) {
    return refuse("tooLong", `${key} (${locale}): the text has ${value.length} characters; at most ${MAX_TEXT_LENGTH} are allowed.`);
  }
  if (/javascript\s*:/i.test(value)) return refuse("script", `${key} (${locale}): the text contains a script address ("javascript:").`);
  const allowedTags = new Set(placeholdersOf(english).filter((name) => name.startsWith("<")).map((name) => name.slice(1, -1)));
  for (const match of value.matchAll(/<\s*(\/?)\s*([A-Za-z!?][\w:-]*)([^>]*)>?/g)) {
    const [whole, , name = "", rest = ""] = match;
    if (!allowedTags.has(name) || rest.trim() !== "" || !whole.endsWith(">")) {
      return refuse("markup", `${key} (${locale}): the text contains HTML (${whole.slice(0, 40)}); texts are shown as plain text.`);
    }
  }
  let elements: Element[];
  try {
    elements = parse(value, locale);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (detail === "MISSING_OTHER_CLAUSE") return refuse("pluralForms", `${key} (${locale}): a plural or select lacks its "other" form.`);
    return refuse("syntax", `${key} (${locale}): the text is not a valid message (${detail}); check its braces { }.`);
  }
  const mismatch = placeholderMismatch(english, value);
  if (mismatch) {
    const parts = [
      mismatch.missing.length > 0 ? `missing ${mismatch.missing.join(", ")}` : "",
      mismatch.extra.length > 0 ? `not in English ${mismatch.extra.join(", ")}` : "",
    ].filter(Boolean);
    return refuse("placeholders", `${key} (${locale}): the placeholders differ from the English text: ${parts.join("; ")}.`);
  }
  const problems = pluralProblems(elements, locale);
  if (problems.length > 0) return refuse("pluralForms", `${key} (${locale}): ${problems.join("; ")}.`);
  return undefined;
}
