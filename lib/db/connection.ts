import "server-only";
import type { Database } from "better-sqlite3";
import { authConfig } from "@/lib/auth/config";
import { processSingleton } from "@/lib/server/singleton";
import { openDatabase } from "./open.mjs";

/**
 * The one SQLite connection of this process. Every query of the product goes through the
 * modules of lib/db; a server database for several containers would replace this folder and nothing else.
 */
export function database(): Database {
  return processSingleton("database", () => openDatabase(authConfig().dataDir));
}
