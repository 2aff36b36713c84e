import type { Database } from "better-sqlite3";
export function openDatabase(dataDir: string): Database;
export function migrate(db: Database): void;
