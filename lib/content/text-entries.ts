import { locales, type Locale } from "@/lib/i18n/locales";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { checkText, type TextRefusal } from "./text-checks";
import { isEditableKey, mayEditText, ownerOfText, type EditorScope, type TextOwner } from "./text-scope";

/** English and German are written first; the other six translate them (they get review marks). */
export const SOURCE_LOCALES: readonly Locale[] = ["en", "de"];
export const TRANSLATION_LOCALES: readonly Locale[] = locales.filter((locale) => !SOURCE_LOCALES.includes(locale));

export interface TextChange {
  readonly key: string;
  readonly locale: Locale;
  /** null: back to the build's text. */
  readonly value: string | null;
  readonly baseVersion: number | null;
}

export type CheckedChange = TextChange & { readonly owner: TextOwner };

export type EntryRefusal = TextRefusal | { key: string; locale: Locale; code: "notEditable" | "notYours"; reason: string };

/**
 * Checks an editor's changes on `site` against the build's English texts (`english`: dotted key ->
 * text) and her scope: the key must be a text of the build, hers to change, and the text must pass
 * checkText. Every refusal names the key and the reason; the changes come back with their owner.
 */
export function checkChanges(
  changes: readonly TextChange[],
  context: { site: SiteId; scope: EditorScope; english: ReadonlyMap<string, string> },
): { ok: true; changes: CheckedChange[] } | { ok: false; refusals: EntryRefusal[] } {
  const refusals: EntryRefusal[] = [];
  const checked: CheckedChange[] = [];
  for (const change of changes) {
    const english = context.english.get(change.key);
    if (english === undefined || !isEditableKey(change.key)) {
      refusals.push({ key: change.key, locale: change.locale, code: "notEditable", reason: `${change.key}: there is no such text.` });
      continue;
    }
    const owner = ownerOfText(change.key, context.site);
    if (!mayEditText(context.scope, owner)) {
      const whose = owner === "*" ? "shared by every site; only an editor of every site" : `a text of ${owner}; only its editors`;
      refusals.push({ key: change.key, locale: change.locale, code: "notYours", reason: `${change.key}: this text is ${whose} can change it.` });
      continue;
    }
    const refusal = change.value === null ? undefined : checkText({ key: change.key, locale: change.locale, value: change.value, english });
    if (refusal) refusals.push(refusal);
    else checked.push({ ...change, owner });
  }
  return refusals.length > 0 ? { ok: false, refusals } : { ok: true, changes: checked };
}

/** The texts of a message tree by dotted key. */
export function flattenTexts(tree: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") into.set(prefix, tree);
  else if (tree && typeof tree === "object") {
    for (const [name, value] of Object.entries(tree)) flattenTexts(value, prefix ? `${prefix}.${name}` : name, into);
  }
  return into;
}
