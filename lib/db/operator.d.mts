import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema";
export interface AccountListing {
  site: string;
  userName: string;
  email: string;
  entitled: boolean;
  /** "editor:forum", "editor:all-sites". */
  roles: string[];
  createdAt: number;
}
export function listAccounts(db: Kysely<DatabaseSchema>, site?: string): Promise<AccountListing[]>;
export function setEntitled(db: Kysely<DatabaseSchema>, site: string, userName: string, entitled: boolean): Promise<boolean>;
export function unlockSignIn(db: Kysely<DatabaseSchema>, site: string, userName?: string): Promise<number>;
export const EVERY_SITE: "*";
export function setRole(
  db: Kysely<DatabaseSchema>,
  change: { site: string; userName: string; role: "editor"; scope: string; granted: boolean; now: number },
): Promise<boolean>;
