import type { Kysely } from "kysely";
import type { DatabaseConfig, DatabaseOptions } from "./engine.mjs";
import type { DatabaseSchema } from "./schema";
export function openDatabase(config: DatabaseConfig, options?: DatabaseOptions): Promise<Kysely<DatabaseSchema>>;
