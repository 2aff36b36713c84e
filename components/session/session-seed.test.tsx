// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth-provider";
import { SessionSeed } from "./session-seed";

function token(lifetimeSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ username: "anna", iat: now, exp: now + lifetimeSeconds })}.signature`;
}

const signedIn = { isAuthenticated: true, user: { name: "anna", level: "personal", entitled: true }, token: token(3600) };

const seen: string[] = [];

function Probe() {
  const { loading, user } = useAuth();
  const state = loading ? "loading" : (user?.name ?? "signed out");
  if (seen.at(-1) !== state) seen.push(state);
  return <p data-testid="probe">{state}</p>;
}

function Public() {
  return <Probe />;
}

const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(signedIn), { status: 200, headers: { "content-type": "application/json" } }));

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const asked = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/check-auth-status")).length;

describe("a members' page kept for many members", () => {
  it("has a browser without any sign-in hint ask the server whose session it holds, once, and shows her", async () => {
    await act(async () => {
      render(
        <AuthProvider>
          <SessionSeed access={{ level: "personal", entitled: true }} />
          <Probe />
        </AuthProvider>,
      );
    });
    expect(screen.getByTestId("probe").textContent).toBe("anna");
    expect(asked()).toBe(1);
    // Never a visitor's state in between: the menu keeps the member's entries.
    expect(seen).toEqual(["loading", "anna"]);
  });

  it("asks at once when the browser comes from a public page where it counted as signed out", async () => {
    const { rerender } = render(
      <AuthProvider>
        <Public />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(screen.getByTestId("probe").textContent).toBe("signed out");
    expect(asked()).toBe(0);
    await act(async () => {
      rerender(
        <AuthProvider>
          <SessionSeed access={{ level: "personal", entitled: true }} />
          <Probe />
        </AuthProvider>,
      );
    });
    expect(screen.getByTestId("probe").textContent).toBe("anna");
    expect(asked()).toBe(1);
  });

  it("a page rendered per request hands its session over without any request", async () => {
    await act(async () => {
      render(
        <AuthProvider>
          <SessionSeed answer={{ user: signedIn.user as never, token: signedIn.token }} />
          <Probe />
        </AuthProvider>,
      );
    });
    expect(screen.getByTestId("probe").textContent).toBe("anna");
    expect(asked()).toBe(0);
  });
});
