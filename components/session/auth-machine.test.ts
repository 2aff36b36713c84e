// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHECK_URL,
  createAuthMachine,
  EXPIRY_LEAD_MS,
  LOGOUT_URL,
  MAX_CONNECT_RETRIES,
  RECHECK_INTERVAL_MS,
  RETRY_DELAY_MS,
  type AuthMachineOptions,
  type AuthUser,
} from "@/components/session/auth-machine";
import type { RequestResult } from "@/lib/client/request";

const NOW = Date.UTC(2025, 4, 1, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);

function token(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

const user: AuthUser = { name: "anna", level: "personal", entitled: true };
const validToken = (lifetimeSeconds = 3600) => token({ username: "anna", iat: seconds(NOW), exp: seconds(NOW) + lifetimeSeconds });
const answer = (tokenValue: string): RequestResult => ({
  data: { isAuthenticated: true, user: { name: "anna", level: "personal", entitled: true }, token: tokenValue },
  error: null,
  status: 200,
});

function setup(responses: RequestResult[], hinted = true) {
  const hint = { value: hinted };
  const request = vi.fn<AuthMachineOptions["request"]>(async () => responses.shift() ?? { data: null, error: "Netzwerkfehler: offline", status: 0 });
  const machine = createAuthMachine({
    request,
    hint: { read: () => hint.value, write: () => (hint.value = true), clear: () => (hint.value = false) },
  });
  return { machine, request, hint };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("auth state machine", () => {
  it("starts loading; without the sign-in hint it is logged out at once and asks nobody", () => {
    const { machine, request } = setup([], false);
    expect(machine.getSnapshot()).toMatchObject({ loading: true, user: null, token: null });
    machine.start();
    expect(machine.getSnapshot()).toMatchObject({ loading: false, user: null, token: null, expiredInfo: null });
    expect(request).not.toHaveBeenCalled();
  });

  it("a valid answer logs in: user and token set, hint written", async () => {
    const { machine, request, hint } = setup([answer(validToken())], true);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledWith(CHECK_URL);
    expect(machine.getSnapshot()).toMatchObject({ loading: false, user, token: validToken(), expiredInfo: null });
    expect(hint.value).toBe(true);
  });

  it("an invalid token logs out with expiry info (user name, iat, exp)", async () => {
    const expired = token({ username: "anna", iat: seconds(NOW) - 7200, exp: seconds(NOW) - 3600 });
    const { machine, hint } = setup([answer(expired)]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot()).toMatchObject({
      user: null,
      token: null,
      expiredInfo: { userName: "anna", iat: seconds(NOW) - 7200, exp: seconds(NOW) - 3600 },
    });
    expect(hint.value).toBe(false);
  });

  it("an unexpectedly shaped answer clears the state", async () => {
    const { machine } = setup([{ data: { isAuthenticated: true, user: "anna" }, error: null, status: 200 }]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot()).toMatchObject({ loading: false, user: null, token: null, expiredInfo: null });
  });

  it("401 clears state and expiry info; another error logs out without expiry info", async () => {
    const unauthorized = setup([{ data: { isAuthenticated: false }, error: "HTTP-Fehler 401: {}", status: 401 }]);
    unauthorized.machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(unauthorized.machine.getSnapshot()).toMatchObject({ loading: false, user: null, expiredInfo: null });
    expect(unauthorized.hint.value).toBe(false);

    const failing = setup([{ data: null, error: "HTTP-Fehler 500: boom", status: 500 }]);
    failing.machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.machine.getSnapshot()).toMatchObject({ loading: false, user: null, expiredInfo: null, connection: "ok" });
  });

  it("logs out with expiry info one second before exp", async () => {
    const { machine } = setup([answer(validToken(60))]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000 - EXPIRY_LEAD_MS - 1);
    expect(machine.getSnapshot().user).toEqual(user);
    await vi.advanceTimersByTimeAsync(1);
    expect(machine.getSnapshot()).toMatchObject({ user: null, expiredInfo: { userName: "anna", exp: seconds(NOW) + 60 } });
  });

  it("a token that expires within a second logs out at once", () => {
    const { machine } = setup([]);
    machine.adopt({ user, token: validToken(1) });
    expect(machine.getSnapshot()).toMatchObject({ user: null, expiredInfo: { userName: "anna" } });
  });

  it("re-checks every five minutes and logs out when the server says 401", async () => {
    const { machine, request } = setup([answer(validToken()), answer(validToken()), { data: null, error: "HTTP-Fehler 401: x", status: 401 }]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS);
    expect(request).toHaveBeenCalledTimes(2);
    expect(machine.getSnapshot().user).toEqual(user);
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS);
    expect(request).toHaveBeenCalledTimes(3);
    expect(machine.getSnapshot()).toMatchObject({ user: null, expiredInfo: null });
  });

  it("a re-check that cannot connect keeps the session", async () => {
    const { machine } = setup([answer(validToken())]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS);
    expect(machine.getSnapshot()).toMatchObject({ user, connection: "ok" });
  });

  it("retries a failed connect, then gives up with 'failed'", async () => {
    const { machine, request } = setup([]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot().connection).toBe("retrying");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * (MAX_CONNECT_RETRIES - 1));
    expect(machine.getSnapshot().connection).toBe("retrying");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(request).toHaveBeenCalledTimes(MAX_CONNECT_RETRIES + 1);
    expect(machine.getSnapshot()).toMatchObject({ connection: "failed", loading: false, user: null });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 10);
    expect(request).toHaveBeenCalledTimes(MAX_CONNECT_RETRIES + 1);
  });

  it("a retry that connects logs in", async () => {
    const { machine } = setup([{ data: null, error: "Netzwerkfehler: offline", status: 0 }, answer(validToken())]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot().connection).toBe("retrying");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(machine.getSnapshot()).toMatchObject({ user, connection: "ok" });
  });

  it("sign-in sets the user locally and clears the expiry info", async () => {
    const { machine } = setup([answer(validToken(1))]);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot().expiredInfo).not.toBeNull();
    machine.adopt({ user, token: validToken() });
    expect(machine.getSnapshot()).toMatchObject({ user, expiredInfo: null });
  });

  it("uses the server's clock: a client clock ten minutes slow still accepts a fresh token", () => {
    const { machine } = setup([]);
    vi.setSystemTime(NOW - 10 * 60_000);
    machine.adopt({ user, token: validToken(), serverTime: NOW });
    expect(machine.getSnapshot().user).toEqual(user);
  });

  it("log-out asks the server, clears the state and the hint even when the call fails", async () => {
    const { machine, request, hint } = setup([answer(validToken()), { data: null, error: "Netzwerkfehler: offline", status: 0 }]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    await machine.logout();
    expect(request).toHaveBeenLastCalledWith(LOGOUT_URL, {});
    expect(machine.getSnapshot()).toMatchObject({ user: null, token: null, expiredInfo: null });
    expect(hint.value).toBe(false);
    expect(warn).toHaveBeenCalledWith("Netzwerkfehler: offline");
    // No timer of the old session fires afterwards.
    await vi.advanceTimersByTimeAsync(2 * 3600_000);
    expect(request).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("a log-out page signs out at once, and start-up then asks the server nothing", async () => {
    const { machine, request } = setup([{ data: { message: "Signed out." }, error: null, status: 200 }], true);
    const pending = machine.logout();
    expect(machine.getSnapshot()).toMatchObject({ loading: false, user: null });
    machine.start();
    await pending;
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(LOGOUT_URL, {});
  });

  it("an answer that arrives after a sign-in does not overwrite it", async () => {
    let resolve: (value: RequestResult) => void = () => {};
    const request = vi.fn<AuthMachineOptions["request"]>(() => new Promise<RequestResult>((done) => (resolve = done)));
    const machine = createAuthMachine({ request, hint: { read: () => true, write: () => {}, clear: () => {} } });
    machine.start();
    machine.adopt({ user, token: validToken() });
    resolve({ data: null, error: "HTTP-Fehler 401: x", status: 401 });
    await vi.advanceTimersByTimeAsync(0);
    expect(machine.getSnapshot().user).toEqual(user);
  });

  it("notifies subscribers on every change", async () => {
    const { machine } = setup([answer(validToken())]);
    const listener = vi.fn();
    const unsubscribe = machine.subscribe(listener);
    machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    machine.adopt({ user, token: validToken() });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("the sign-in hint of the browser (registeredBefore)", () => {
  /** Each call is a fresh page load in the same tab: module state starts over, both storages stay. */
  async function loadPage(responses: RequestResult[]) {
    vi.resetModules();
    const storage = await import("@/lib/client/storage");
    const { signInHint } = await import("@/components/session/sign-in-hint");
    const request = vi.fn<AuthMachineOptions["request"]>(async () => responses.shift() ?? { data: null, error: "Netzwerkfehler: offline", status: 0 });
    return { storage, request, machine: createAuthMachine({ request, hint: signInHint }) };
  }

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("with remembering off, a member's next page in the tab still asks the server and shows the member", async () => {
    const first = await loadPage([]);
    first.storage.setRemembering(false);
    first.machine.adopt({ user, token: validToken(60) });
    expect(first.machine.getSnapshot().user).toEqual(user);
    first.machine.dispose();

    const reloaded = await loadPage([answer(validToken(60))]);
    expect(reloaded.storage.isRemembering()).toBe(false);
    reloaded.machine.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.request).toHaveBeenCalledWith(CHECK_URL);
    expect(reloaded.machine.getSnapshot().user).toEqual(user);

    // The expiry sign-out still runs, and afterwards the tab asks nobody.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reloaded.machine.getSnapshot()).toMatchObject({ user: null, expiredInfo: { userName: "anna" } });
    reloaded.machine.dispose();
    const afterExpiry = await loadPage([]);
    afterExpiry.machine.start();
    expect(afterExpiry.request).not.toHaveBeenCalled();
  });

  it("an anonymous visitor with remembering off sends no request", async () => {
    const first = await loadPage([]);
    first.storage.setRemembering(false);
    const next = await loadPage([]);
    next.machine.start();
    expect(next.request).not.toHaveBeenCalled();
    expect(next.machine.getSnapshot()).toMatchObject({ loading: false, user: null });
  });
});
