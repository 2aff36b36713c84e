import type { Kysely } from "kysely";
import type { DatabaseConfig } from "./engine.mjs";
import type { DatabaseSchema } from "./schema";
export function openDatabase(config: DatabaseConfig): Promise<Kysely<DatabaseSchema>>;
