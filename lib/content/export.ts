import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Db } from "@/lib/db/connection";
import { latestVersions, type PublishedValue } from "@/lib/db/content";
import { locales } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { writeOverrides } from "@/lib/site-facts/fact-overrides";
import { siteIds } from "@/lib/tenancy/sites/types";
import { factOverridesOf } from "./fact-values";
import { overrideTexts } from "./override-texts";
import { SHARED } from "./text-scope";

type Tree = Record<string, unknown>;

/** Where a site's facts file lies in the repository. */
export const factsFilePath = (site: string) => join("features", "site-pages", "data", `${site}.json`);

/**
 * A published text the shared language file can hold: a text of every site, or a site's own
 * (`content.forum.…` names its site). A site's own version of a shared label (its menu entry)
 * has no place in a file every site reads: it stays in the database, and the export names it.
 */
const fitsTheFile = (value: PublishedValue) => value.owner === SHARED || value.key.split(".")[1] === value.owner;

const json = (tree: unknown) => `${JSON.stringify(tree, null, 2)}\n`;

export interface ExportResult {
  /** The files written, relative to the output folder; those that differ from the repository's first. */
  readonly changed: readonly string[];
  readonly unchanged: readonly string[];
  /** What the files cannot hold or the facts file refuses, one line each. */
  readonly left: readonly string[];
}

/**
 * Writes the repository's language files and site facts files with everything published laid over
 * them into `out` (messages/<locale>.json, features/site-pages/data/<site>.json), so an operator
 * brings the repository up to date by copying them in. `root` is the repository the files come from.
 */
export async function exportPublished(db: Db, root: string, out: string): Promise<ExportResult> {
  const { values } = await latestVersions(db);
  const changed: string[] = [];
  const unchanged: string[] = [];
  const left: string[] = [];
  const emit = async (path: string, before: string, tree: unknown) => {
    const text = json(tree);
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), text);
    (text === before ? unchanged : changed).push(path);
  };
  for (const locale of locales) {
    const path = join("messages", `${locale}.json`);
    const before = await readFile(join(root, path), "utf8");
    const texts: [string, string][] = [];
    for (const value of values) {
      if (value.kind !== "text" || value.locale !== locale || value.value === null) continue;
      if (fitsTheFile(value)) texts.push([value.key, value.value]);
      else left.push(`${value.key} (${locale}): the version of ${value.owner} only, kept in the database`);
    }
    await emit(path, before, overrideTexts(JSON.parse(before) as Messages, texts));
  }
  for (const site of siteIds) {
    const path = factsFilePath(site);
    const before = await readFile(join(root, path), "utf8");
    const tree = JSON.parse(before) as Tree;
    for (const refused of writeOverrides(tree, factOverridesOf(values, site))) left.push(`${site}: ${refused.path}: ${refused.reason}`);
    await emit(path, before, tree);
  }
  return { changed, unchanged, left };
}
