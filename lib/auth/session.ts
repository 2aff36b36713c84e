import "server-only";
import { randomBytes } from "node:crypto";
import { sealData, unsealData } from "iron-session";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { z } from "zod";
import { findAccountById } from "@/lib/db/accounts";
import { deleteSession, findSession, insertSession, type SessionLevel } from "@/lib/db/sessions";
import { serverEnv } from "@/lib/env/server-env";
import { effectiveRequestOrigin } from "@/lib/tenancy/hosts/resolve";
import { sha256 } from "@/lib/server/security/sha256.mjs";
import { throttledLog } from "@/lib/server/log-throttle";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { authConfig, sessionSeconds } from "./config";
import { findOpenedCookie, rememberOpenedCookie, type OpenedCookie } from "./opened-cookies";
import { sessionCookieName, cookieOptions } from "./cookie";
import { requestContextOf, type RequestContext } from "./request-context";
import type { TokenClaims } from "./claims";
import { signSessionToken, verifySessionToken } from "./token";

export interface Session {
  readonly site: SiteId;
  readonly level: SessionLevel;
  readonly userName: string;
  readonly accountId: number | null;
  /** Personal accounts the operator granted chat and documents. */
  readonly entitled: boolean;
  /** The signed JWT, as the client's auth state holds it. */
  readonly token: string;
  readonly claims: TokenClaims;
  /** SHA-256 of the server-side session id. */
  readonly idHash: string;
}

/** What the browser's auth state holds of a session (no secrets: the token is the user's own). */
export function signedInAnswer(session: Session) {
  return {
    user: { name: session.userName, level: session.level, entitled: session.entitled },
    token: session.token,
    serverTime: Date.now(),
  };
}

export interface Identity {
  readonly level: SessionLevel;
  readonly userName: string;
  readonly accountId: number | null;
}

const sealedSchema = z.object({ v: z.literal(1), sid: z.string().min(32).max(64), token: z.string().min(20).max(2048) });
// The seal outlives the cookie a little, so an expired session is refused by the JWT and the
// database (which say why) rather than by a silent unseal failure.
const SEAL_GRACE_SECONDS = 60;

const hashId = (sid: string) => sha256(sid, "base64url");

export async function requestContext(): Promise<RequestContext> {
  const [headerList, jar] = await Promise.all([headers(), cookies()]);
  return requestContextOf(headerList, (name) => jar.get(name)?.value, serverEnv.hosts());
}

/** Whose session a request may carry: the site it concerns and the protocol that names the cookie. */
type SessionScope = Pick<RequestContext, "site" | "protocol">;

/**
 * The session of this request: a cookie that unseals, a JWT that verifies for this site, a
 * server-side session that still exists, has not expired and names the same user, and for a
 * personal session an account that still exists. Anything less is no session. Route handlers
 * check afresh on every call, as sign-in and sign-out must.
 */
export async function currentSession(request: SessionScope): Promise<Session | undefined> {
  if (!request.site) return undefined;
  return sessionOfCookie(request.site, (await cookies()).get(sessionCookieName(request.protocol))?.value);
}

/**
 * The session a raw cookie value opens for `site`, with every check of currentSession; the
 * middleware asks it before it hands a member a members' page kept for her access.
 */
export async function sessionOfCookie(site: SiteId, raw: string | undefined): Promise<Session | undefined> {
  if (!raw) return undefined;
  const now = Date.now();
  const cookie = findOpenedCookie(site, raw, now) ?? (await openCookie(site, raw, now));
  if (!cookie) return undefined;
  const { claims } = cookie;
  const idHash = hashId(cookie.sid);
  const stored = await findSession(idHash);
  if (!stored || stored.site !== site || stored.expiresAt <= now || stored.userName !== claims.username) return undefined;
  let entitled = false;
  if (stored.level === "personal") {
    const account = stored.accountId === null ? undefined : await findAccountById(stored.accountId);
    if (!account || account.site !== site) return undefined;
    entitled = account.entitled;
  }
  return {
    site,
    level: stored.level,
    userName: stored.userName,
    accountId: stored.accountId,
    entitled,
    token: cookie.token,
    claims,
    idHash,
  };
}

/**
 * The session of a page of `site`, the site the route's params name (the middleware resolved the
 * host once). Checked once per server render: every caller of the same request shares the answer
 * (React `cache`, scoped to one request, never shared between requests).
 */
export const pageSession = cache(async (site: SiteId): Promise<Session | undefined> => {
  const { protocol } = effectiveRequestOrigin(await headers(), serverEnv.hosts().trustProxy);
  return currentSession({ site, protocol });
});

/** Unseals a cookie and verifies its token for the site; remembered when both pass. */
async function openCookie(site: SiteId, raw: string, now: number): Promise<OpenedCookie | undefined> {
  const { secrets } = authConfig();
  const sealed = sealedSchema.safeParse(
    await unsealData(raw, {
      password: secrets.sessionSecret,
      onUnsealError: (reason) => {
        if (reason !== "expired") throttledLog("sessionCookieRefused", "warn", "session cookie refused", { reason });
      },
    }),
  );
  if (!sealed.success) return undefined;
  const claims = await verifySessionToken(sealed.data.token, site, secrets.jwtSecret, now);
  if (!claims) return undefined;
  const opened = { sid: sealed.data.sid, token: sealed.data.token, claims };
  rememberOpenedCookie(site, raw, opened);
  return opened;
}

/** A new session at every sign-in; the session the cookie held before ends. */
export async function startSession(context: RequestContext & { site: SiteId }, identity: Identity): Promise<Session> {
  const previous = await currentSession(context);
  if (previous) await deleteSession(previous.idHash);
  const { secrets } = authConfig();
  const seconds = sessionSeconds(context.site);
  const now = Date.now();
  const claims: TokenClaims = { username: identity.userName, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + seconds };
  const token = await signSessionToken(claims, context.site, secrets.jwtSecret);
  const sid = randomBytes(32).toString("base64url");
  const idHash = hashId(sid);
  await insertSession(idHash, {
    site: context.site,
    level: identity.level,
    accountId: identity.accountId,
    userName: identity.userName,
    createdAt: now,
    expiresAt: claims.exp * 1000,
  });
  const sealed = await sealData({ v: 1, sid, token }, { password: secrets.sessionSecret, ttl: seconds + SEAL_GRACE_SECONDS });
  (await cookies()).set(sessionCookieName(context.protocol), sealed, cookieOptions(context.protocol, seconds));
  const entitled = identity.accountId === null ? false : ((await findAccountById(identity.accountId))?.entitled ?? false);
  return { site: context.site, level: identity.level, userName: identity.userName, accountId: identity.accountId, entitled, token, claims, idHash };
}

/** Log-out: the server session is deleted (a replayed cookie opens nothing) and the cookie cleared. */
export async function endSession(context: RequestContext): Promise<void> {
  const session = await currentSession(context);
  if (session) await deleteSession(session.idHash);
  (await cookies()).set(sessionCookieName(context.protocol), "", cookieOptions(context.protocol, 0));
}
