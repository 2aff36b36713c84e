import type { Kysely } from "kysely";
import type { DatabaseConfig, DatabaseHooks } from "./engine.mjs";
import type { DatabaseSchema } from "./schema";
export function openDatabase(config: DatabaseConfig, hooks?: DatabaseHooks): Promise<Kysely<DatabaseSchema>>;
