/**
 * The stored entries this app writes, each with a name in plain words
 * (`storage.settings.browserData.names.*`): a volunteer reads "Time recording", not `timeRecording`.
 * The keys belong to their owners (lib/client/storage and the tools); an entry not listed here, left by
 * an older version or another app, is shown by its key.
 */
export const namedEntries = [
  "baseData",
  "tidyUp",
  "statistics",
  "log",
  "languagePreview",
  "languageEdits",
  "plcPlayground",
  "autoclaveSimulation",
  "timeRecording",
  "morphemeGame",
] as const;

export type NamedEntry = (typeof namedEntries)[number];

export function isNamedEntry(key: string): key is NamedEntry {
  return (namedEntries as readonly string[]).includes(key);
}
