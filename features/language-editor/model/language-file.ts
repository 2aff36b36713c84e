import { isRecord } from "@/lib/client/storage/validate";
import { META_KEYS } from "@/lib/i18n/meta-keys";

/**
 * A language file (messages/<locale>.json) as the editor sees it: the describing fields and a
 * flat list of texts. A text key is the dotted path of a text, with array positions as numbers
 * ("content.forum.start.sections.0.paragraphs.1").
 */
export interface FileMeta {
  name: string;
  version: string;
  dependencies: string[];
}

export interface FlatFile {
  meta: FileMeta;
  /** Text key → text, in the file's order. */
  texts: Map<string, string>;
  /** Keys of the containers that are arrays in the file, so a download rebuilds them as arrays. */
  arrayPaths: Set<string>;
  /** The parsed file: its order and empty groups are kept in a download. */
  tree: Record<string, unknown>;
}

export type FlattenResult = { ok: true; file: FlatFile } | { ok: false; key: string };

const metaKeys: ReadonlySet<string> = new Set(META_KEYS);
const MAX_DEPTH = 12;

/** Flattens a parsed file; fails on the first value that is not a text (the key is returned). */
export function flattenFile(value: unknown, fallbackMeta?: FileMeta): FlattenResult {
  if (!isRecord(value)) return { ok: false, key: "" };
  const texts = new Map<string, string>();
  const arrayPaths = new Set<string>();
  let badKey: string | undefined;

  function walk(node: unknown, path: string, depth: number): void {
    if (badKey !== undefined) return;
    if (typeof node === "string") texts.set(path, node);
    else if (Array.isArray(node) && depth < MAX_DEPTH) {
      arrayPaths.add(path);
      node.forEach((entry, index) => walk(entry, `${path}.${index}`, depth + 1));
    } else if (isRecord(node) && depth < MAX_DEPTH) {
      for (const [key, entry] of Object.entries(node)) {
        if (key === "" || key.includes(".")) badKey = `${path}.${key}`;
        else walk(entry, path ? `${path}.${key}` : key, depth + 1);
      }
    } else badKey = path;
  }

  for (const [key, entry] of Object.entries(value)) {
    if (metaKeys.has(key)) continue;
    if (key === "" || key.includes(".")) return { ok: false, key };
    walk(entry, key, 1);
  }
  if (badKey !== undefined) return { ok: false, key: badKey };

  const name = typeof value.name === "string" ? value.name : fallbackMeta?.name;
  const version = typeof value.version === "string" ? value.version : fallbackMeta?.version;
  const dependencies =
    Array.isArray(value.dependencies) && value.dependencies.every((entry) => typeof entry === "string")
      ? (value.dependencies as string[])
      : fallbackMeta?.dependencies;
  if (name === undefined) return { ok: false, key: "name" };
  if (version === undefined) return { ok: false, key: "version" };
  if (dependencies === undefined) return { ok: false, key: "dependencies" };
  return { ok: true, file: { meta: { name, version, dependencies }, texts, arrayPaths, tree: value } };
}

/**
 * Rebuilds the nested file: the template's structure (order, empty groups) with the texts
 * filled in, then any key the template lacks, created along `arrayPaths`.
 */
export function nestedFile(
  meta: FileMeta,
  template: Readonly<Record<string, unknown>>,
  keys: readonly string[],
  texts: ReadonlyMap<string, string>,
  arrayPaths: ReadonlySet<string>,
): Record<string, unknown> {
  const placed = new Set<string>();
  const fill = (node: unknown, path: string): unknown => {
    if (Array.isArray(node)) return node.map((entry, index) => fill(entry, `${path}.${index}`));
    if (isRecord(node)) return Object.fromEntries(Object.entries(node).map(([key, entry]) => [key, fill(entry, `${path}.${key}`)]));
    placed.add(path);
    return texts.get(path) ?? "";
  };
  const root: Record<string, unknown> = { name: meta.name, version: meta.version, dependencies: meta.dependencies };
  for (const [key, entry] of Object.entries(template)) if (!metaKeys.has(key)) root[key] = fill(entry, key);

  for (const key of keys) {
    if (placed.has(key)) continue;
    const segments = key.split(".");
    let node: Record<string, unknown> = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = texts.get(key) ?? "";
        return;
      }
      const path = segments.slice(0, index + 1).join(".");
      node[segment] ??= arrayPaths.has(path) ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

/** The file text, written as messages/*.json are (two-space indent, final line break). */
export function serializeFile(...args: Parameters<typeof nestedFile>): string {
  return `${JSON.stringify(nestedFile(...args), null, 2)}\n`;
}

/** 1.0.0 → 1.0.1: a downloaded, edited file gets a new version. */
export function nextVersion(version: string): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? `${match[1]}.${match[2]}.${Number(match[3]) + 1}` : "1.0.0";
}
