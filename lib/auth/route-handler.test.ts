import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { RequestContext } from "@/lib/auth/request-context";
import type { Session } from "@/lib/auth/session";

const context: RequestContext & { site: "syma" } = {
  site: "syma",
  protocol: "https",
  origin: "https://syma.example",
  address: { value: "203.0.113.9", counted: true },
  secureTransport: true,
};
const shared = { site: "syma", level: "shared", userName: "guest", accountId: null, entitled: false, token: "t", idHash: "h" } as unknown as Session;
const entitled = { ...shared, level: "personal", userName: "anna", accountId: 7, entitled: true } as Session;

const currentSession = vi.fn<() => Promise<Session | undefined>>();
vi.mock("@/lib/auth/session", () => ({
  requestContext: async () => context,
  currentSession: () => currentSession(),
  signedInAnswer: () => ({}),
}));

const { entitledOnly, withSession } = await import("@/lib/auth/route-handler");

const post = (body: string, origin = "https://syma.example") =>
  new Request("https://syma.example/api/x", { method: "POST", headers: { origin, "content-type": "application/json" }, body });

beforeEach(() => currentSession.mockReset());

describe("withSession, the wrapper of every members' API route", () => {
  const schema = z.object({ text: z.string().min(1) });
  const handler = vi.fn(async ({ session, body }: { session: Session; body: { text: string } }) => Response.json({ user: session.userName, text: body.text }));

  it("hands the handler the session, read once, and the validated body", async () => {
    currentSession.mockResolvedValue(entitled);
    const response = await withSession(schema, handler, { gate: entitledOnly })(post('{"text":"hi"}'));
    expect(await response.json()).toEqual({ user: "anna", text: "hi" });
    expect(currentSession).toHaveBeenCalledTimes(1);
  });

  it("answers 401 in the API's words without a session, with the route's extra fields", async () => {
    currentSession.mockResolvedValue(undefined);
    const response = await withSession(null, handler, { signedOut: { isAuthenticated: false } })(post("{}"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not signed in.", code: "notSignedIn", isAuthenticated: false });
  });

  it("refuses with the gate's 403 before it reads the body", async () => {
    currentSession.mockResolvedValue(shared);
    const response = await withSession(schema, handler, { gate: entitledOnly })(post("{not json"));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "The chat is open to entitled members.", code: "notEntitled" });
  });

  it("lists the invalid fields with 400 and never calls the handler", async () => {
    currentSession.mockResolvedValue(entitled);
    handler.mockClear();
    const response = await withSession(schema, handler)(post('{"text":""}'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalidInput", fields: [{ field: "text" }] });
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses a POST from another origin before looking at the session", async () => {
    const response = await withSession(schema, handler)(post('{"text":"hi"}', "https://evil.example"));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "crossOrigin" });
    expect(currentSession).not.toHaveBeenCalled();
  });

  it("lets a GET (the event stream) through without an Origin and without a body", async () => {
    currentSession.mockResolvedValue(entitled);
    const read = withSession(null, ({ session }) => Response.json({ user: session.userName }), { gate: entitledOnly });
    const response = await read(new Request("https://syma.example/api/chat/stream"));
    expect(await response.json()).toEqual({ user: "anna" });
  });
});
