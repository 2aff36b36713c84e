import { storedText } from "./codec";
import { LANGUAGE_PREVIEW_KEY } from "./keys";
import { defineGroup } from "./store";
import { isRecord } from "./validate";

/**
 * Present only while a maintainer previews language edits in this browser. Public pages check
 * for this key (hasEntry) and load the preview code only then, so they stay light for everyone else.
 */
export { LANGUAGE_PREVIEW_KEY };

export interface LanguagePreview {
  /** The notice shown on previewed pages and its button, in the editor's language. */
  notice: string;
  endLabel: string;
  /** Per locale: [text the site shows, edited text]. */
  locales: Record<string, [string, string][]>;
}

function parsePairs(value: unknown): [string, string][] | undefined {
  if (!Array.isArray(value)) return undefined;
  const pairs: [string, string][] = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || entry.length !== 2) return undefined;
    const from = storedText(entry[0]);
    const to = storedText(entry[1]);
    if (from === undefined || to === undefined) return undefined;
    pairs.push([from, to]);
  }
  return pairs;
}

function parseLanguagePreview(value: unknown): LanguagePreview | undefined {
  if (!isRecord(value) || !isRecord(value.locales)) return undefined;
  const notice = storedText(value.notice);
  const endLabel = storedText(value.endLabel);
  if (notice === undefined || endLabel === undefined) return undefined;
  const locales: LanguagePreview["locales"] = {};
  for (const [locale, pairs] of Object.entries(value.locales)) {
    const parsed = parsePairs(pairs);
    if (!parsed) return undefined;
    locales[locale] = parsed;
  }
  return { notice, endLabel, locales };
}

export const languagePreviewGroup = defineGroup<LanguagePreview | null>({
  key: LANGUAGE_PREVIEW_KEY,
  parse: (value) => parseLanguagePreview(value),
  defaults: () => null,
});
