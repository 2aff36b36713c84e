import "server-only";
import { discardDraft, draftsOf, latestVersions, publish, saveDraft, versionsOf, type PublishResult } from "@/lib/db/content";
import type { FactOverride, RefusedOverride } from "@/lib/site-facts/fact-overrides";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { decodeFact, factOverridesOf } from "./fact-values";
import { reloadOverlay } from "./overlay";
import { revalidatePublished, scopesOf } from "./revalidate";
import type { FactChange } from "./schemas";

/** Checks a site's facts with these overrides laid over the build's (the schema, and the pages made from them). */
export type FactsCheck = (site: SiteId, overrides: readonly FactOverride[]) => { ok: true } | { ok: false; refused: readonly RefusedOverride[] };

// Facts have no language: the store keeps them under ''.
const NO_LOCALE = "";

/** A site's published facts (each with the version a change starts from) and the editor's drafts of them. */
export async function editorFacts(site: SiteId, editor: number) {
  const [latest, drafts] = await Promise.all([latestVersions(), draftsOf(editor, [site])]);
  return {
    published: latest.values
      .filter((value) => value.kind === "fact" && value.owner === site)
      .map((value) => ({ path: value.key, value: decodeFact(value.value), version: value.version, author: value.author, at: value.at })),
    drafts: drafts.filter((draft) => draft.kind === "fact").map((draft) => ({ path: draft.key, value: decodeFact(draft.value), baseVersion: draft.baseVersion, updatedAt: draft.updatedAt })),
  };
}

/** Keeps the editor's changes as her draft of the site's facts; drafts of paths she no longer changes go. */
export async function saveFactDrafts(site: SiteId, editor: number, changes: readonly FactChange[], now: number): Promise<void> {
  const kept = new Set(changes.map((change) => change.path));
  for (const draft of await draftsOf(editor, [site])) {
    if (draft.kind === "fact" && !kept.has(draft.key)) await discardDraft(editor, { owner: site, kind: "fact", key: draft.key, locale: NO_LOCALE });
  }
  for (const change of changes) {
    await saveDraft(editor, { owner: site, kind: "fact", key: change.path, locale: NO_LOCALE, value: JSON.stringify(change.value), baseVersion: change.baseVersion }, now);
  }
}

export type PublishFactsResult = { ok: true; result: Extract<PublishResult, { ok: true }> } | { ok: false; refusals: readonly RefusedOverride[] } | Extract<PublishResult, { ok: false }>;

/**
 * Publishes an editor's changes of the site's facts, all or nothing: the build's facts with every
 * published change and these laid over them must pass the schema and make the site's pages (each
 * refusal names the path), and each path must still be at the version the editor started from.
 * Then this process reads the overrides again and the site's pages in all eight languages are
 * regenerated on their next request (a fact shows in every language).
 */
export async function publishFacts(input: {
  site: SiteId;
  editor: number;
  author: string;
  changes: readonly FactChange[];
  now: number;
  check: FactsCheck;
}): Promise<PublishFactsResult> {
  const changed = new Set(input.changes.map((change) => change.path));
  const published = factOverridesOf((await latestVersions()).values, input.site).filter((override) => !changed.has(override.path));
  const overrides = [...published, ...input.changes.flatMap((change) => (change.value === null ? [] : [{ path: change.path, value: change.value }]))];
  const checked = input.check(input.site, overrides);
  if (!checked.ok) return { ok: false, refusals: checked.refused };
  const paths = [...changed];
  const result = await publish({
    editor: input.editor,
    author: input.author,
    entries: input.changes.map((change) => ({
      owner: input.site,
      kind: "fact",
      key: change.path,
      locale: NO_LOCALE,
      value: change.value === null ? null : JSON.stringify(change.value),
      baseVersion: change.baseVersion,
    })),
    summary: paths.length === 1 ? (paths[0] ?? "") : `${paths[0]} and ${paths.length - 1} more`,
    now: input.now,
    sources: [],
    translations: [],
  });
  if (!result.ok) return result;
  await reloadOverlay();
  for (const scope of scopesOf(result.versions)) revalidatePublished(scope);
  return { ok: true, result };
}

/** Every published version of one fact of the site, newest first, with author, time and value (null: the build's). */
export async function factHistory(site: SiteId, path: string) {
  const versions = await versionsOf({ owner: site, kind: "fact", key: path, locale: NO_LOCALE });
  return versions.map((entry) => ({ version: entry.version, author: entry.author, at: entry.at, value: decodeFact(entry.value) }));
}

/**
 * Publishes an older version of a fact again, as a new version by the editor who restores it: the
 * same checks, conflict rule (`baseVersion`, the newest version she saw) and revalidation as a publish.
 */
export async function restoreFact(input: {
  site: SiteId;
  editor: number;
  author: string;
  path: string;
  version: number;
  baseVersion: number | null;
  now: number;
  check: FactsCheck;
}): Promise<PublishFactsResult | "noSuchVersion"> {
  const older = (await factHistory(input.site, input.path)).find((entry) => entry.version === input.version);
  if (!older) return "noSuchVersion";
  return publishFacts({ ...input, changes: [{ path: input.path, value: older.value as FactChange["value"], baseVersion: input.baseVersion }] });
}
