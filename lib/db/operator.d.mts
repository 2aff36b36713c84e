import type { Database } from "better-sqlite3";
export interface AccountListing {
  site: string;
  userName: string;
  email: string;
  entitled: boolean;
  createdAt: number;
}
export function listAccounts(db: Database, site?: string): AccountListing[];
export function setEntitled(db: Database, site: string, userName: string, entitled: boolean): boolean;
export function unlockSignIn(db: Database, site: string, userName?: string): number;
