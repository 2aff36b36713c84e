import "server-only";
import { sql } from "kysely";
import { database, type Db } from "./connection";
import { engineOf } from "./engine";
import { exclusively, type Tx } from "./exclusive";
import type { DatabaseSchema, RowOf } from "./schema";

/** The PostgreSQL channel on which a publish tells every replica to reload and revalidate. */
export const CONTENT_CHANNEL = "multisite_content";

type ContentKind = DatabaseSchema["content_versions"]["kind"];

/** One key of one owner: a text (`locale` its language) or a fact (`locale` ''). */
export interface ContentKey {
  /** A site id, or '*' for what every site shares. */
  readonly owner: string;
  readonly kind: ContentKind;
  readonly key: string;
  readonly locale: string;
}

export interface PublishedValue extends ContentKey {
  /** null: the build's value again. */
  readonly value: string | null;
  readonly version: number;
  readonly author: string;
  readonly at: number;
}

export interface Draft extends ContentKey {
  readonly value: string | null;
  /** The published version the draft was started from; null when from the build's value. */
  readonly baseVersion: number | null;
  readonly updatedAt: number;
}

const VERSION_COLUMNS = ["id", "site", "kind", "key", "locale", "value", "author", "created_at"] as const;
type VersionRow = RowOf<"content_versions", (typeof VERSION_COLUMNS)[number]>;

const toPublished = (row: VersionRow): PublishedValue => ({
  owner: row.site,
  kind: row.kind,
  key: row.key,
  locale: row.locale,
  value: row.value,
  version: row.id,
  author: row.author,
  at: row.created_at,
});

/**
 * The newest version of every key that has one (also those back at the build's value), and the
 * newest version id overall: the overlay's version number.
 */
export async function latestVersions(db?: Db): Promise<{ values: PublishedValue[]; version: number }> {
  const handle = db ?? (await database());
  const rows = await handle
    .selectFrom("content_versions as v")
    .select(VERSION_COLUMNS.map((column) => `v.${column}` as const))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("content_versions as newer")
            .select("newer.id")
            .whereRef("newer.site", "=", "v.site")
            .whereRef("newer.kind", "=", "v.kind")
            .whereRef("newer.key", "=", "v.key")
            .whereRef("newer.locale", "=", "v.locale")
            .whereRef("newer.id", ">", "v.id"),
        ),
      ),
    )
    .orderBy("v.id")
    .execute();
  const values = rows.map(toPublished);
  return { values, version: values.reduce((newest, value) => Math.max(newest, value.version), 0) };
}

/** Every published version of one key, newest first. */
export async function versionsOf(target: ContentKey, db?: Db): Promise<PublishedValue[]> {
  const rows = await (db ?? (await database()))
    .selectFrom("content_versions")
    .select(VERSION_COLUMNS)
    .where("site", "=", target.owner)
    .where("kind", "=", target.kind)
    .where("key", "=", target.key)
    .where("locale", "=", target.locale)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toPublished);
}

/** Keeps (or replaces) an editor's draft of one key. */
export async function saveDraft(editor: number, draft: Omit<Draft, "updatedAt">, now: number, db?: Db): Promise<void> {
  await (db ?? (await database()))
    .insertInto("content_drafts")
    .values({ editor, site: draft.owner, kind: draft.kind, key: draft.key, locale: draft.locale, value: draft.value, base_version: draft.baseVersion, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(["editor", "site", "kind", "key", "locale"]).doUpdateSet({ value: draft.value, base_version: draft.baseVersion, updated_at: now }),
    )
    .execute();
}

/** Drops an editor's draft of one key (nothing happens when there is none). */
export async function discardDraft(editor: number, target: ContentKey, db?: Db): Promise<void> {
  await (db ?? (await database()))
    .deleteFrom("content_drafts")
    .where("editor", "=", editor)
    .where("site", "=", target.owner)
    .where("kind", "=", target.kind)
    .where("key", "=", target.key)
    .where("locale", "=", target.locale)
    .execute();
}

/** An editor's drafts among `owners` (a site and '*'), oldest first. */
export async function draftsOf(editor: number, owners: readonly string[], db?: Db): Promise<Draft[]> {
  const rows = await (db ?? (await database()))
    .selectFrom("content_drafts")
    .select(["site", "kind", "key", "locale", "value", "base_version", "updated_at"])
    .where("editor", "=", editor)
    .where("site", "in", [...owners])
    .orderBy("updated_at")
    .execute();
  return rows.map((row) => ({ owner: row.site, kind: row.kind, key: row.key, locale: row.locale, value: row.value, baseVersion: row.base_version, updatedAt: row.updated_at }));
}

/** The translations waiting for review among `owners`, with the version of the source text that changed. */
export async function reviewMarks(owners: readonly string[], db?: Db): Promise<{ owner: string; key: string; locale: string; sinceVersion: number }[]> {
  const rows = await (db ?? (await database())).selectFrom("content_reviews").selectAll().where("site", "in", [...owners]).execute();
  return rows.map((row) => ({ owner: row.site, key: row.key, locale: row.locale, sinceVersion: row.since_version }));
}

/** Clears the review mark of a translation (the editor confirmed it); false when there was none. */
export async function confirmTranslation(target: Omit<ContentKey, "kind">, db?: Db): Promise<boolean> {
  const result = await (db ?? (await database()))
    .deleteFrom("content_reviews")
    .where("site", "=", target.owner)
    .where("key", "=", target.key)
    .where("locale", "=", target.locale)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface ChangeEntry {
  readonly id: number;
  readonly owner: string;
  readonly author: string;
  readonly at: number;
  readonly summary: string;
  readonly keys: readonly { kind: ContentKind; key: string; locale: string; version: number }[];
}

/** The newest changes among `owners` (older than the change `before`, when given) with the keys each published, newest first. */
export async function changeLog(owners: readonly string[], limit: number, before?: number, db?: Db): Promise<ChangeEntry[]> {
  const handle = db ?? (await database());
  let query = handle.selectFrom("content_changes").selectAll().where("site", "in", [...owners]);
  if (before !== undefined) query = query.where("id", "<", before);
  const changes = await query.orderBy("id", "desc").limit(limit).execute();
  if (changes.length === 0) return [];
  const versions = await handle
    .selectFrom("content_versions")
    .select(["id", "kind", "key", "locale", "change_id"])
    .where(
      "change_id",
      "in",
      changes.map((change) => change.id),
    )
    .orderBy("id")
    .execute();
  return changes.map((change) => ({
    id: change.id,
    owner: change.site,
    author: change.author,
    at: change.at,
    summary: change.summary,
    keys: versions.filter((version) => version.change_id === change.id).map((version) => ({ kind: version.kind, key: version.key, locale: version.locale, version: version.id })),
  }));
}

interface PublishEntry extends ContentKey {
  readonly value: string | null;
  readonly baseVersion: number | null;
}

/** Someone published the key since the editor's base: who and when. */
interface PublishConflict extends ContentKey {
  readonly author: string;
  readonly at: number;
  readonly version: number;
}

export type PublishResult = { ok: true; changeId: number; versions: PublishedValue[] } | { ok: false; conflicts: PublishConflict[] };

export interface PublishInput {
  readonly editor: number;
  readonly author: string;
  /** The change log lists the change under the owner of the first entry. */
  readonly entries: readonly PublishEntry[];
  readonly summary: string;
  readonly now: number;
  /** The languages whose text is a source for others (en, de) and the languages that then need review. */
  readonly sources: readonly string[];
  readonly translations: readonly string[];
}

/**
 * Publishes every entry as a new version, all or nothing: one transaction that first checks each
 * key's newest version against the editor's base (any other: refused, nothing written, the drafts
 * stay), then writes the change, the versions, removes the editor's drafts of these keys, clears
 * their review marks and marks the other languages of a changed source text for review. It holds
 * the publish lock of each owner (lib/db/exclusive.ts), so two publishes of the same keys on any
 * replica run one after the other and the second sees the first. On PostgreSQL the NOTIFY to the
 * other replicas is part of the transaction: sent at the commit, never for a rolled-back publish.
 */
export async function publish(input: PublishInput, db?: Db): Promise<PublishResult> {
  const handle = db ?? (await database());
  const owners = [...new Set(input.entries.map((entry) => entry.owner))];
  return exclusively(handle, owners.map((owner) => `content:${owner}`), async (tx) => {
    const conflicts: PublishConflict[] = [];
    for (const entry of input.entries) {
      const newest = (await versionsOf(entry, tx as Db))[0];
      if ((newest?.version ?? null) === entry.baseVersion) continue;
      if (!newest) throw new Error(`the base version ${entry.baseVersion} of ${entry.key} does not exist`);
      conflicts.push({ owner: entry.owner, kind: entry.kind, key: entry.key, locale: entry.locale, author: newest.author, at: newest.at, version: newest.version });
    }
    if (conflicts.length > 0) return { ok: false, conflicts };
    const change = await tx
      .insertInto("content_changes")
      .values({ site: owners[0] ?? "*", author: input.author, at: input.now, summary: input.summary })
      .returning("id")
      .executeTakeFirstOrThrow();
    const versions: PublishedValue[] = [];
    for (const entry of input.entries) {
      const row = await tx
        .insertInto("content_versions")
        .values({
          site: entry.owner,
          kind: entry.kind,
          key: entry.key,
          locale: entry.locale,
          value: entry.value,
          base_version: entry.baseVersion,
          author: input.author,
          created_at: input.now,
          change_id: change.id,
        })
        .returning(VERSION_COLUMNS)
        .executeTakeFirstOrThrow();
      versions.push(toPublished(row));
      await tx
        .deleteFrom("content_drafts")
        .where("editor", "=", input.editor)
        .where("site", "=", entry.owner)
        .where("kind", "=", entry.kind)
        .where("key", "=", entry.key)
        .where("locale", "=", entry.locale)
        .execute();
      if (entry.kind !== "text") continue;
      await tx.deleteFrom("content_reviews").where("site", "=", entry.owner).where("key", "=", entry.key).where("locale", "=", entry.locale).execute();
      if (!input.sources.includes(entry.locale)) continue;
      const others = input.translations.filter((locale) => !input.entries.some((other) => other.key === entry.key && other.owner === entry.owner && other.locale === locale));
      for (const locale of others) await markForReview(tx, { owner: entry.owner, key: entry.key, locale }, row.id);
    }
    if (engineOf(handle) === "postgres") {
      await sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify({ version: Math.max(...versions.map((version) => version.version)) })})`.execute(tx);
    }
    return { ok: true, changeId: change.id, versions };
  });
}

async function markForReview(tx: Tx, target: { owner: string; key: string; locale: string }, version: number): Promise<void> {
  await tx
    .insertInto("content_reviews")
    .values({ site: target.owner, key: target.key, locale: target.locale, since_version: version })
    .onConflict((conflict) => conflict.columns(["site", "key", "locale"]).doUpdateSet({ since_version: version }))
    .execute();
}
