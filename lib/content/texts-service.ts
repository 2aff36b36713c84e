import "server-only";
import { changeLog, draftsOf, latestVersions, publish, reviewMarks, versionsOf, type PublishResult } from "@/lib/db/content";
import { loadMessageFile, loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { reloadOverlay } from "./overlay";
import { revalidatePublished, scopesOf } from "./revalidate";
import { checkChanges, flattenTexts, SOURCE_LOCALES, TRANSLATION_LOCALES, type EntryRefusal, type TextChange } from "./text-entries";
import { isEditableKey, mayEditText, ownerOfText, SHARED, type EditorScope } from "./text-scope";

/** The build's English texts by dotted key: what may be edited, and the source of every translation. */
async function englishTexts(): Promise<Map<string, string>> {
  return flattenTexts(await loadMessageFile("en"));
}

export interface EditorText {
  readonly key: string;
  readonly owner: string;
  /** The build's text in this language (English where the language has none). */
  readonly build: string;
  /** The English text, shown beside a translation. */
  readonly source: string;
  /** The published text and its version, when one differs from the build's. */
  readonly published?: { value: string | null; version: number; author: string; at: number };
  readonly draft?: { value: string | null; baseVersion: number | null; updatedAt: number };
  readonly needsReview: boolean;
  readonly mayEdit: boolean;
}

/** The texts of a site in one language as its editor sees them: build, published, her draft, marks. */
export async function editorTexts(site: SiteId, locale: Locale, editor: number, scope: EditorScope): Promise<EditorText[]> {
  const [english, build, latest, drafts, reviews] = await Promise.all([
    englishTexts(),
    loadMessages(locale).then((messages) => flattenTexts(messages)),
    latestVersions(),
    draftsOf(editor, [site, SHARED]),
    reviewMarks([site, SHARED]),
  ]);
  return [...english]
    .filter(([key]) => isEditableKey(key))
    .map(([key, source]) => {
      const owner = ownerOfText(key, site);
      const published = latest.values.find((value) => value.kind === "text" && value.owner === owner && value.key === key && value.locale === locale);
      const draft = drafts.find((entry) => entry.kind === "text" && entry.owner === owner && entry.key === key && entry.locale === locale);
      return {
        key,
        owner,
        build: build.get(key) ?? source,
        source,
        ...(published ? { published: { value: published.value, version: published.version, author: published.author, at: published.at } } : {}),
        ...(draft ? { draft: { value: draft.value, baseVersion: draft.baseVersion, updatedAt: draft.updatedAt } } : {}),
        needsReview: reviews.some((mark) => mark.owner === owner && mark.key === key && mark.locale === locale),
        mayEdit: mayEditText(scope, owner),
      };
    });
}

export type PublishTextsResult = { ok: true; result: Extract<PublishResult, { ok: true }> } | { ok: false; refusals: EntryRefusal[] } | Extract<PublishResult, { ok: false }>;

/**
 * Publishes an editor's changes on `site`: checked (every refusal named), written in one
 * transaction, then this process reads the overrides again and the pages that show them are
 * regenerated on their next request (the site's pages in the changed languages; a shared text: all).
 */
export async function publishTexts(input: {
  site: SiteId;
  scope: EditorScope;
  editor: number;
  author: string;
  changes: readonly TextChange[];
  now: number;
  /** What the change log says; by default the keys. */
  summary?: string;
}): Promise<PublishTextsResult> {
  const checked = checkChanges(input.changes, { site: input.site, scope: input.scope, english: await englishTexts() });
  if (!checked.ok) return checked;
  const keys = [...new Set(checked.changes.map((change) => change.key))];
  const result = await publish({
    editor: input.editor,
    author: input.author,
    entries: checked.changes.map((change) => ({ owner: change.owner, kind: "text", key: change.key, locale: change.locale, value: change.value, baseVersion: change.baseVersion })),
    summary: input.summary ?? (keys.length === 1 ? (keys[0] ?? "") : `${keys[0]} and ${keys.length - 1} more`),
    now: input.now,
    sources: SOURCE_LOCALES,
    translations: TRANSLATION_LOCALES,
  });
  if (!result.ok) return result;
  await reloadOverlay();
  for (const scope of scopesOf(result.versions)) revalidatePublished(scope);
  return { ok: true, result };
}

/**
 * Publishes an older version of a text again (its value, or the build's text when that version
 * was one), as a publish by the editor who restores it; "noSuchVersion" when the key has no such version.
 */
export async function restoreText(input: {
  site: SiteId;
  scope: EditorScope;
  editor: number;
  author: string;
  key: string;
  locale: Locale;
  version: number;
  baseVersion: number | null;
  now: number;
}): Promise<PublishTextsResult | "noSuchVersion"> {
  const { key, locale } = input;
  const older = (await versionsOf({ owner: ownerOfText(key, input.site), kind: "text", key, locale })).find((entry) => entry.version === input.version);
  if (!older) return "noSuchVersion";
  return publishTexts({
    ...input,
    changes: [{ key, locale, value: older.value, baseVersion: input.baseVersion }],
    summary: `${key} (${locale}) restored to the version by ${older.author} of ${new Date(older.at).toISOString().slice(0, 16).replace("T", " ")} UTC`,
  });
}

/** Changes shown on one page of the change log. */
export const CHANGE_LOG_PAGE = 25;

/** A page of the change log of a site (its own changes and the shared ones), newest first, older than `before`. */
export function siteChangeLog(site: SiteId, before?: number) {
  return changeLog([site, SHARED], CHANGE_LOG_PAGE, before);
}
