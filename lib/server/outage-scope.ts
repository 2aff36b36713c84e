import type { AsyncLocalStorage } from "node:async_hooks";

/** Whether the database failed the request being handled (see database-outage.ts). */
export interface RequestScope {
  databaseUnavailable: boolean;
}

// Shared by the bundles of instrumentation.ts and the request intake. This module imports
// nothing at run time, so instrumentation.ts can use it in every runtime.
export const OUTAGE_KEY = Symbol.for("multisite.database-outage");
export type OutageHolder = { [OUTAGE_KEY]?: { scope: AsyncLocalStorage<RequestScope>; texts: Map<string, unknown> } };

/** Notes, synchronously, that the current request failed because the database cannot be reached. */
export function markDatabaseUnavailable(): void {
  const current = (globalThis as OutageHolder)[OUTAGE_KEY]?.scope.getStore();
  if (current) current.databaseUnavailable = true;
}
