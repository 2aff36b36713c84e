import type { Kysely, Migration } from "kysely";
import type { Engine } from "./engine.mjs";
import type { DatabaseSchema } from "./schema";
export function migrationsFor(engine: Engine): Readonly<Record<string, Migration>>;
/** Applies the missing migrations; the names of those it applied now. */
export function migrate(db: Kysely<DatabaseSchema>): Promise<string[]>;
export function schemaVersion(db: Kysely<DatabaseSchema>): Promise<number>;
