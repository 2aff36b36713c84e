import "server-only";
import type { Database } from "better-sqlite3";
import { authConfig } from "@/lib/auth/config";
import { openDatabase } from "./open.mjs";

const GLOBAL_KEY = Symbol.for("multisite.database");
type Holder = { [GLOBAL_KEY]?: Database };

/**
 * The one SQLite connection of this process (kept on globalThis: Next may load this module once
 * per bundle). Every query of the product goes through the modules of lib/db; a server database
 * for several containers would replace this folder and nothing else.
 */
export function database(): Database {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= openDatabase(authConfig().dataDir);
  return holder[GLOBAL_KEY];
}
