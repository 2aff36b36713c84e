// Where the database, the development secrets and the mail outbox live. Shared by the server
// and the operator scripts (lib/auth/password-hash.ts says how those run).
import { resolve } from "node:path";

const DEFAULT_DATA_DIR = "data";
export const DATABASE_FILE = "multisite.sqlite";

/** DATA_DIR, relative paths taken from the working directory (the project folder). */
export function dataDirFrom(env: Readonly<Record<string, string | undefined>>): string {
  const configured = typeof env.DATA_DIR === "string" ? env.DATA_DIR.trim() : "";
  // The data folder is configuration, not part of the build: keep it out of the output tracing.
  return resolve(/*turbopackIgnore: true*/ configured || DEFAULT_DATA_DIR);
}
