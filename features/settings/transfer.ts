import { z } from "zod";
import { BASE_DATA_KEY, SCHEMA_VERSION, parseBaseData } from "@/lib/client/storage/base-data-schema";
import { decodeStored, encodeStored } from "@/lib/client/storage/codec";
import { GROUP_KEY_PATTERN, groupOf, replaceAll, snapshot } from "@/lib/client/storage/store";
// Registers the groups of the settings page so an import checks them.
import "@/lib/client/storage/language-preview";
import "@/lib/client/storage/log";
import "./storage/statistics";
import "@/lib/client/storage/tidy-up-options";

/**
 * Export of everything this site stored in the browser as one JSON file, and its import:
 * checked completely first, then written all at once (an import overwrites what is stored).
 */
export const EXPORT_FORMAT = "multisite-browser-data";
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_ENTRIES = 500;

const exportFileSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  schemaVersion: z.number().int(),
  exportedAt: z.string().optional(),
  domainName: z.string().optional(),
  entries: z.record(z.string(), z.unknown()),
});

export function exportFileName(domainName: string, now: Date): string {
  return `${domainName || "browser"}-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Every entry that holds JSON (keys other scripts wrote as plain text are left out). */
export function exportText(domainName: string, now = new Date()): string {
  const entries: Record<string, unknown> = {};
  for (const [key, text] of snapshot()) {
    try {
      entries[key] = JSON.parse(text);
    } catch {
      // Not written by this site: nothing of ours is lost by leaving it out.
    }
  }
  return `${JSON.stringify({ format: EXPORT_FORMAT, schemaVersion: SCHEMA_VERSION, exportedAt: now.toISOString(), domainName, entries }, null, 2)}\n`;
}

export type ImportProblem =
  | { kind: "corrupt" }
  | { kind: "format" }
  | { kind: "version"; version: number }
  | { kind: "entry"; key: string };

export type ImportCheck = { ok: true; entries: Map<string, string>; count: number } | { ok: false; problem: ImportProblem };

/**
 * 'Corrupt JSON file' when the text is not JSON; 'Error parsing import file' when it is JSON
 * but not an export of this storage, or an entry is not valid for its group.
 */
export function checkImport(text: string, domainName: string): ImportCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: "corrupt" } };
  }
  const file = exportFileSchema.safeParse(parsed);
  if (!file.success) return { ok: false, problem: { kind: "format" } };
  if (file.data.schemaVersion !== SCHEMA_VERSION) return { ok: false, problem: { kind: "version", version: file.data.schemaVersion } };
  const keys = Object.keys(file.data.entries);
  if (keys.length > MAX_ENTRIES) return { ok: false, problem: { kind: "format" } };

  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(file.data.entries)) {
    if (key === BASE_DATA_KEY) {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, problem: { kind: "entry", key } };
      // Importing means keeping: the data is stored, and it belongs to this host now.
      entries.set(key, encodeStored({ ...parseBaseData(value), version: SCHEMA_VERSION, keepOptions: true, domainName }));
      continue;
    }
    if (!GROUP_KEY_PATTERN.test(key)) return { ok: false, problem: { kind: "entry", key: key.slice(0, 64) } };
    const text = JSON.stringify(value);
    const group = groupOf(key);
    if (group && !keepsEverything(group.parse, text)) return { ok: false, problem: { kind: "entry", key } };
    entries.set(key, text);
  }
  if (!entries.has(BASE_DATA_KEY)) {
    entries.set(BASE_DATA_KEY, encodeStored({ version: SCHEMA_VERSION, keepOptions: true, domainName }));
  }
  return { ok: true, entries, count: keys.length };
}

/** Reading is lenient (a bad log line is dropped); an import must be valid as a whole. */
function keepsEverything(parse: (value: unknown) => unknown, text: string): boolean {
  const parsed = parse(decodeStored(text));
  return parsed !== undefined && canonical(decodeStored(encodeStored(parsed))) === canonical(decodeStored(text));
}

/** JSON with sorted keys, so that the order of fields does not count. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) => {
    if (typeof entry === "bigint") return `${entry}n`;
    if (entry && typeof entry === "object" && !Array.isArray(entry)) {
      return Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return entry;
  });
}

/** Overwrites local storage with a checked import; false (and nothing changed) when the browser refuses. */
export function applyImport(entries: ReadonlyMap<string, string>): boolean {
  return replaceAll(entries);
}
