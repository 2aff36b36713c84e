import type { Kysely, KyselyPlugin } from "kysely";
import type { DatabaseSchema } from "./schema";

export type DatabaseConfig = { engine: "sqlite"; dataDir: string } | { engine: "postgres"; url: string; poolSize: number };
export type Engine = DatabaseConfig["engine"];
export const CONNECT_TIMEOUT_MS: number;
export function databaseConfigFrom(
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; config: DatabaseConfig } | { ok: false; problems: string[] };
export function databaseConfigOrExit(env: Readonly<Record<string, string | undefined>>): DatabaseConfig;
export function engineOf(db: Kysely<DatabaseSchema>): Engine;
export interface DatabaseHooks {
  onQueryError?: (error: unknown) => void;
  /** Kysely plugins, e.g. the server's query timing. */
  plugins?: readonly KyselyPlugin[];
}
export function createDatabase(config: DatabaseConfig, hooks?: DatabaseHooks): Kysely<DatabaseSchema>;
export function closeNow(db: Kysely<DatabaseSchema>): void;
