import type { RequestResult } from "@/lib/client/request";
import type { TokenClaims } from "@/lib/auth/claims";
import { checkToken } from "./token";

type AuthLevel = "shared" | "personal";

export interface AuthUser {
  readonly name: string;
  readonly level: AuthLevel;
  readonly entitled: boolean;
}

/** What the UI needs to say that (and whose) session expired. */
interface ExpiredInfo {
  readonly userName: string;
  readonly iat: number | null;
  readonly exp: number | null;
}

/** "retrying": the server could not be reached, another try follows; "failed": no more tries. */
type Connection = "ok" | "retrying" | "failed";

/** The browser's auth state: user, token, loading, expiredInfo (plus the connection). */
export interface AuthSnapshot {
  readonly user: AuthUser | null;
  readonly token: string | null;
  readonly claims: TokenClaims | null;
  readonly loading: boolean;
  readonly expiredInfo: ExpiredInfo | null;
  readonly connection: Connection;
}

/** A server answer with a signed-in user, from sign-in, POST /api/check-auth-status or a page. */
export interface SignedInAnswer {
  readonly user: AuthUser;
  readonly token: string;
  /** The server's clock (ms) when it answered, so a client clock that is off does not matter. */
  readonly serverTime?: number;
}

/** Remembers in the browser whether to ask the server at start (public pages send no request otherwise). */
export interface SignInHint {
  read(): boolean;
  write(user: AuthUser): void;
  clear(): void;
}

export interface AuthMachineOptions {
  readonly request: (url: string, body?: unknown) => Promise<RequestResult>;
  readonly hint: SignInHint;
  readonly now?: () => number;
  readonly maxRetries?: number;
  readonly retryDelayMs?: number;
}

/** What the auth state can do: adopt an answer, check with the server, sign out, note an expiry. */
export const RECHECK_INTERVAL_MS = 5 * 60_000;
export const EXPIRY_LEAD_MS = 1000;
export const MAX_CONNECT_RETRIES = 5;
export const RETRY_DELAY_MS = 2000;
export const CHECK_URL = "/api/check-auth-status";
export const LOGOUT_URL = "/api/logout";

export interface AuthMachine {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Start-up: ask the server when asked to or when the hint says a session may exist. */
  start(options?: { askServer?: boolean }): void;
  /** A signed-in answer the page already has (sign-in form, a signed-in page rendered by the server). */
  adopt(answer: SignedInAnswer): void;
  logout(): Promise<void>;
  dispose(): void;
}

const LOADING: AuthSnapshot = { user: null, token: null, claims: null, loading: true, expiredInfo: null, connection: "ok" };
const SIGNED_OUT: AuthSnapshot = { ...LOADING, loading: false };

export const serverSnapshot = LOADING;

/**
 * The client side of sign-in as a plain state machine: loading → logged in / logged
 * out / expired. Timers: log-out one second before `exp`, a re-check every five minutes,
 * connect retries. React binds to it with useSyncExternalStore (auth-provider.tsx).
 */
export function createAuthMachine(options: AuthMachineOptions): AuthMachine {
  const clock = options.now ?? Date.now;
  const maxRetries = options.maxRetries ?? MAX_CONNECT_RETRIES;
  const retryDelay = options.retryDelayMs ?? RETRY_DELAY_MS;
  const listeners = new Set<() => void>();
  let snapshot: AuthSnapshot = LOADING;
  let offsetMs = 0;
  let retries = 0;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;
  let recheckTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  const now = () => clock() + offsetMs;

  function set(next: AuthSnapshot) {
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function stopTimers() {
    clearTimeout(expiryTimer);
    clearInterval(recheckTimer);
    clearTimeout(retryTimer);
    expiryTimer = recheckTimer = retryTimer = undefined;
  }

  function signedOut(expiredInfo: ExpiredInfo | null, connection: Connection = "ok") {
    stopTimers();
    options.hint.clear();
    set({ ...SIGNED_OUT, expiredInfo, connection });
  }

  function expire(user: string | undefined, claims: Partial<TokenClaims> | undefined) {
    signedOut({ userName: claims?.username ?? user ?? "", iat: claims?.iat ?? null, exp: claims?.exp ?? null });
  }

  function armTimers(claims: TokenClaims) {
    stopTimers();
    const delay = claims.exp * 1000 - EXPIRY_LEAD_MS - now();
    if (delay <= 0) {
      expire(claims.username, claims);
      return;
    }
    expiryTimer = setTimeout(() => expire(claims.username, claims), delay);
    recheckTimer = setInterval(() => void recheck(), RECHECK_INTERVAL_MS);
  }

  function adopt(answer: SignedInAnswer) {
    if (answer.serverTime !== undefined && Number.isFinite(answer.serverTime)) offsetMs = answer.serverTime - clock();
    const check = checkToken(answer.token, now());
    if (!check.valid) {
      expire(answer.user.name, check.claims);
      return;
    }
    retries = 0;
    options.hint.write(answer.user);
    set({ user: answer.user, token: answer.token, claims: check.claims, loading: false, expiredInfo: null, connection: "ok" });
    armTimers(check.claims);
  }

  /** How the answer of POST /api/check-auth-status sets the state. */
  function applyAnswer(result: RequestResult, onStart: boolean) {
    if (result.status === 0) {
      if (!onStart) return; // A re-check that cannot connect keeps the session; the next one tries again.
      retries += 1;
      if (retries > maxRetries) {
        signedOut(null, "failed");
        return;
      }
      set({ ...snapshot, connection: "retrying" });
      retryTimer = setTimeout(() => void check(true), retryDelay);
      return;
    }
    retries = 0;
    if (result.status === 401) {
      signedOut(null);
      return;
    }
    if (result.error) {
      // Another failure: logged out without expiry info; the hint stays for the next page.
      stopTimers();
      set({ ...SIGNED_OUT });
      return;
    }
    const answer = parseAnswer(result.data);
    if (!answer) {
      signedOut(null);
      return;
    }
    adopt(answer);
  }

  async function check(onStart: boolean) {
    const asked = generation;
    const result = await options.request(CHECK_URL);
    if (asked === generation) applyAnswer(result, onStart);
  }

  async function recheck() {
    const { token, user } = snapshot;
    if (!token) return;
    const local = checkToken(token, now());
    if (!local.valid) {
      expire(user?.name, local.claims);
      return;
    }
    await check(false);
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start({ askServer } = {}) {
      if (!snapshot.loading) {
        // Known already (a page adopted a session first, or a remount): keep it, re-arm the timers.
        if (snapshot.claims) armTimers(snapshot.claims);
        return;
      }
      if (askServer || options.hint.read()) void check(true);
      else set({ ...SIGNED_OUT });
    },
    adopt(answer) {
      generation += 1;
      adopt(answer);
    },
    async logout() {
      generation += 1;
      // Signed out from now on: the menu switches at once and start-up asks the server nothing.
      stopTimers();
      set({ ...SIGNED_OUT });
      const result = await options.request(LOGOUT_URL, {});
      // Errors of the log-out call are only logged; locally the user is signed out anyway.
      if (result.error) console.warn(result.error);
      signedOut(null);
    },
    dispose() {
      stopTimers();
    },
  };
}

function parseAnswer(data: unknown): SignedInAnswer | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const user = record.user as Record<string, unknown> | null | undefined;
  if (typeof user !== "object" || user === null || typeof user.name !== "string" || typeof record.token !== "string") return undefined;
  const level: AuthLevel = user.level === "personal" ? "personal" : "shared";
  return {
    user: { name: user.name, level, entitled: user.entitled === true },
    token: record.token,
    serverTime: typeof record.serverTime === "number" ? record.serverTime : undefined,
  };
}
