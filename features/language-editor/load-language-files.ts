import { MAX_PARALLEL_READS, TRANSLATION_RETRY, limitConcurrency, withRetries } from "@/lib/client/retry";
import { serverSet, type ServerSet } from "./model/editor-state";
import { flattenFile, type FlatFile } from "./model/language-file";

/** Where the server serves messages/<code>.json (app/api/messages/[locale]/route.ts). */
const messagesUrl = (code: string) => `/api/messages/${code}`;

async function fetchFile(code: string): Promise<FlatFile> {
  const response = await fetch(messagesUrl(code), { cache: "no-cache" });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${code}`);
  const flat = flattenFile(await response.json());
  if (!flat.ok) throw new Error(`The language file ${code} has no text at ${flat.key}`);
  return flat.file;
}

/**
 * All language files, each read with the translation retry policy (5 tries, 350 ms doubling)
 * and at most ten reads at once. `onRetry` hears of every retry that is about to happen.
 */
export async function loadLanguageFiles(codes: readonly string[], onRetry: (code: string, attempt: number) => void): Promise<ServerSet> {
  const limit = limitConcurrency(MAX_PARALLEL_READS);
  const files = await Promise.all(
    codes.map(async (code) => [code, await withRetries(() => limit(() => fetchFile(code)), TRANSLATION_RETRY, (attempt) => onRetry(code, attempt))] as const),
  );
  return serverSet(new Map(files));
}
