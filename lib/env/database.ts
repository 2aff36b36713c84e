// Which database this process uses. The operator scripts read it too (they run as TypeScript Node
// strips: see lib/crypto/password-hash.ts), so this file needs nothing but Node:
//   DATABASE_URL=postgres://…   PostgreSQL, a bounded pool of DATABASE_POOL_SIZE connections
//   (unset)                     SQLite, the file multisite.sqlite in DATA_DIR
import { dataDirFrom } from "./files.ts";
import type { EnvSource, Parsed } from "./source.ts";

export type DatabaseConfig = { engine: "sqlite"; dataDir: string } | { engine: "postgres"; url: string; poolSize: number };

const DEFAULT_POOL_SIZE = 5;
const MAX_POOL_SIZE = 100;

/** The engine from the environment, or the problems of its variables (one line each, no secret echoed). */
export function parseDatabaseConfig(env: EnvSource): Parsed<DatabaseConfig> {
  const url = typeof env.DATABASE_URL === "string" ? env.DATABASE_URL.trim() : "";
  const poolText = typeof env.DATABASE_POOL_SIZE === "string" ? env.DATABASE_POOL_SIZE.trim() : "";
  const errors: string[] = [];
  if (url && !/^postgres(ql)?:\/\/[^\s]+$/.test(url)) {
    errors.push("DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), or unset for SQLite in DATA_DIR");
  }
  const poolSize = poolText ? Number(poolText) : DEFAULT_POOL_SIZE;
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > MAX_POOL_SIZE) {
    errors.push(`DATABASE_POOL_SIZE must be a whole number from 1 to ${MAX_POOL_SIZE} (default ${DEFAULT_POOL_SIZE})`);
  }
  if (errors.length > 0) return { ok: false, errors };
  return url ? { ok: true, config: { engine: "postgres", url, poolSize } } : { ok: true, config: { engine: "sqlite", dataDir: dataDirFrom(env) } };
}

/**
 * For the operator scripts: the database of this process's environment (or of the record a test
 * or a benchmark names); a bad variable ends the script with its message.
 */
export function databaseConfigOrExit(env: EnvSource = process.env): DatabaseConfig {
  const result = parseDatabaseConfig(env);
  if (result.ok) return result.config;
  console.error(result.errors.join("\n"));
  process.exit(2);
}
