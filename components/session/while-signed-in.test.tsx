import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { WhileSignedIn } from "./while-signed-in";

const auth = vi.hoisted(() => ({ expiredInfo: null as null | { userName: string; iat: number; exp: number } }));
vi.mock("./auth-provider", () => ({ useAuth: () => auth }));

beforeEach(() => {
  auth.expiredInfo = null;
});

describe("WhileSignedIn", () => {
  it("shows what the server rendered for the session while it lasts", () => {
    expect(renderToString(<WhileSignedIn><p>Not open for you yet</p></WhileSignedIn>)).toBe("<p>Not open for you yet</p>");
  });

  it("shows nothing once the session has expired, leaving the notice to sign in again alone", () => {
    auth.expiredInfo = { userName: "lobby-members-e2e", iat: 0, exp: 15 };
    expect(renderToString(<WhileSignedIn><p>Not open for you yet</p></WhileSignedIn>)).toBe("");
  });
});
