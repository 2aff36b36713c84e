import { z } from "zod";
import { REFERENCE, type EditorLanguage, type EditorState } from "../model/editor-state";

const versionInfo = z.object({ value: z.string().nullable(), version: z.number(), author: z.string(), at: z.number() });

/** One text as /api/content/texts answers it (lib/content/texts-service.ts). */
const textRowSchema = z.object({
  key: z.string(),
  owner: z.string(),
  build: z.string(),
  source: z.string(),
  published: versionInfo.optional(),
  draft: z.object({ value: z.string().nullable(), baseVersion: z.number().nullable(), updatedAt: z.number() }).optional(),
  needsReview: z.boolean(),
  mayEdit: z.boolean(),
});
export type TextRow = z.infer<typeof textRowSchema>;
export const textsAnswerSchema = z.object({ locale: z.string(), texts: z.array(textRowSchema) });

/** Every published version of one text, newest first (/api/content/history). */
export const historyAnswerSchema = z.object({ key: z.string(), locale: z.string(), versions: z.array(versionInfo) });
export type TextVersion = z.infer<typeof versionInfo>;

/** A refusal of a publish: 422 names each key and why, 409 each key someone published meanwhile. */
const refusalSchema = z.object({ key: z.string(), locale: z.string(), code: z.string(), reason: z.string() });
const conflictSchema = z.object({ key: z.string(), locale: z.string(), author: z.string(), at: z.number() });
export const publishRefusalSchema = z.union([z.object({ refusals: z.array(refusalSchema) }), z.object({ conflicts: z.array(conflictSchema) })]);
export type PublishRefusal = z.infer<typeof publishRefusalSchema>;

/** What visitors see now: the published text, or the build's when none (or the build's again) is published. */
export function publishedText(row: TextRow): string {
  return row.published && row.published.value !== null ? row.published.value : row.build;
}

/** What the editor works on: her draft, else what visitors see. */
function currentText(row: TextRow): string {
  if (row.draft) return row.draft.value ?? row.build;
  return publishedText(row);
}

/** The published text differs from the build's files. */
export function isChanged(row: TextRow): boolean {
  return Boolean(row.published && row.published.value !== null && row.published.value !== row.build);
}

/** What the table lists; first the texts the editor may change (an editor of one site sees every shared text too, read-only). */
export type RowView = "editable" | "all" | "needsReview" | "changed" | "drafts";
export const rowViews: readonly RowView[] = ["editable", "all", "needsReview", "changed", "drafts"];

export function inView(row: TextRow, view: RowView, unsaved: boolean): boolean {
  if (view === "editable") return row.mayEdit;
  if (view === "needsReview") return row.needsReview;
  if (view === "changed") return isChanged(row);
  if (view === "drafts") return Boolean(row.draft) || unsaved;
  return true;
}

/**
 * The table's state: English as visitors read it beside the language being edited, whose texts are
 * the editor's drafts or what visitors see (a single column when English itself is edited).
 */
export function stateOf(locale: string, rows: readonly TextRow[], english: readonly TextRow[], names: Readonly<Record<string, string>>): EditorState {
  const language = (iso: string, texts: Map<string, string>): EditorLanguage => ({ iso, name: names[iso] ?? iso, texts, added: false });
  const edited = language(locale, new Map(rows.map((row) => [row.key, currentText(row)])));
  if (locale === REFERENCE) return { languages: [edited], deleted: [] };
  return { languages: [language(REFERENCE, new Map(english.map((row) => [row.key, publishedText(row)]))), edited], deleted: [] };
}

/** A change the editor keeps as a draft: the build's text again is stored as no override (null). */
export function draftOf(row: TextRow, text: string): { key: string; value: string | null; baseVersion: number | null } {
  return {
    key: row.key,
    value: text === row.build ? null : text,
    // A draft keeps the version it was begun from, so a publish by someone else meanwhile is noticed.
    baseVersion: row.draft ? row.draft.baseVersion : (row.published?.version ?? null),
  };
}

/** The keys whose text in the table differs from what the server holds for the editor. */
export function unsavedKeys(rows: readonly TextRow[], texts: ReadonlyMap<string, string>): string[] {
  return rows.filter((row) => row.mayEdit && texts.has(row.key) && texts.get(row.key) !== currentText(row)).map((row) => row.key);
}

/** The text a version stands for: its value, or the build's text for a version back at the build's. */
export function versionText(version: TextVersion, build: string): string {
  return version.value ?? build;
}
