import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { findAccountByName } from "@/lib/db/accounts";
import { nameKey } from "@/lib/db/keys";
import { hashPassword, verifyPassword } from "@/lib/crypto/password-hash";
import { sharedLoginVariable } from "@/lib/env/auth";
import { log } from "@/lib/server/log";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { authConfig } from "./config";
import type { Identity } from "./session";

export const DEBUG_USER_NAME = "debug";

export interface Credentials {
  readonly userName: string;
  /** Empty for the shared level; a personal account signs in with its e-mail address too. */
  readonly email: string;
  readonly password: string;
}

/** Debug data and the debug user exist only with AUTH_DEBUG and never in production. */
export function debugEnabled(): boolean {
  const config = authConfig();
  return config.debug && !config.production;
}

let dummyHash: Promise<string> | undefined;
/** Unknown names cost as much time as known ones, so timing does not tell which names exist. */
async function refuseAfterHashing(password: string): Promise<undefined> {
  dummyHash ??= hashPassword("no account has this password");
  await verifyPassword(password, await dummyHash);
  return undefined;
}

function sameText(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

const warned = new Set<SiteId>();

export async function checkCredentials(site: SiteId, credentials: Credentials): Promise<Identity | undefined> {
  const config = authConfig();
  if (credentials.email === "") {
    if (debugEnabled() && credentials.userName === DEBUG_USER_NAME) {
      return sameText(credentials.password, config.secrets.debugPassword)
        ? { level: "shared", userName: DEBUG_USER_NAME, accountId: null }
        : undefined;
    }
    const shared = config.sharedLogins[site];
    if (!shared) {
      if (!warned.has(site)) {
        warned.add(site);
        log("warn", "shared sign-in tried, but it is not configured", { variable: sharedLoginVariable(site) });
      }
      return refuseAfterHashing(credentials.password);
    }
    const nameMatches = sameText(credentials.userName, shared.userName);
    const passwordMatches = await verifyPassword(credentials.password, shared.passwordHash);
    return nameMatches && passwordMatches ? { level: "shared", userName: shared.userName, accountId: null } : undefined;
  }
  const account = await findAccountByName(site, credentials.userName);
  if (!account) return refuseAfterHashing(credentials.password);
  const passwordMatches = await verifyPassword(credentials.password, account.passwordHash);
  const emailMatches = sameText(nameKey(credentials.email), nameKey(account.email));
  return passwordMatches && emailMatches ? { level: "personal", userName: account.userName, accountId: account.id } : undefined;
}
