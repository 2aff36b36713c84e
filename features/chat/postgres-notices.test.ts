import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { LISTENER_NAME, openListenConnection, type ChatNotice, type ListenConnection } from "@/lib/db/chat-notices";
import { insertChatMessage } from "@/lib/db/chat";
import { postgresUrl, useFreshDatabase } from "@/tests/support/databases";
import { listenForChatNotices, type NoticeParts } from "./postgres-notices";

/** A stand-in for PostgreSQL's NOTIFY channel: it can go down and come back. */
class FakeChannel {
  readonly listeners = new Set<{ onPayload(payload: string): void; onLost(error: Error): void }>();
  up = true;

  send(payload: string) {
    for (const listener of this.listeners) listener.onPayload(payload);
  }
  goDown() {
    this.up = false;
    for (const listener of [...this.listeners]) listener.onLost(new Error("terminating connection due to administrator command"));
    this.listeners.clear();
  }
  parts(events: string[]): NoticeParts {
    return {
      connect: async () => {
        if (!this.up) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        let mine: { onPayload(payload: string): void; onLost(error: Error): void } | undefined;
        const connection: ListenConnection = {
          start: async (onPayload, onLost) => {
            mine = { onPayload, onLost };
            this.listeners.add(mine);
          },
          close: async () => {
            if (mine) this.listeners.delete(mine);
          },
        };
        return connection;
      },
      onNotice: (notice) => events.push(`notice ${notice.site} ${notice.id}`),
      onListening: () => events.push("listening"),
      log: (level, msg, fields) => events.push(`${level} ${msg} ${JSON.stringify(fields ?? {})}`),
      retryDelayMs: () => 5,
    };
  }
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

describe("chat notices over PostgreSQL LISTEN/NOTIFY", () => {
  it("pass each notice on as a site and an id; a payload that is not a notice is logged and dropped", async () => {
    const channel = new FakeChannel();
    const events: string[] = [];
    const notices = listenForChatNotices(channel.parts(events));
    await settle();
    channel.send(JSON.stringify({ site: "forum", id: 7 }));
    // Older releases sent the row and their process id along: the site and id still count.
    channel.send(JSON.stringify({ from: "a-process", site: "vault", id: 8, message: { id: 8, body: "hello" } }));
    for (const bad of ["not json", JSON.stringify({ site: "nowhere", id: 9 }), JSON.stringify({ site: "forum", id: -1 }), JSON.stringify({ site: "forum", id: "10" })]) channel.send(bad);
    expect(events.filter((event) => !event.startsWith("warn"))).toEqual(["listening", "notice forum 7", "notice vault 8"]);
    expect(events.filter((event) => event.startsWith("warn chat feed: a notice that is not one was ignored"))).toHaveLength(4);
    await notices.close();
  });

  it("after the database was away, it reconnects with a log line per attempt and says it listens again, so what was missed is read", async () => {
    const channel = new FakeChannel();
    const events: string[] = [];
    const notices = listenForChatNotices(channel.parts(events));
    await settle();
    channel.goDown();
    await settle(20);
    channel.up = true;
    await settle(60);
    const attempts = events.filter((event) => event.includes("reconnecting"));
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.map((event) => JSON.parse(event.slice(event.indexOf("{"))).attempt)).toEqual(attempts.map((_, index) => index + 1));
    expect(events.filter((event) => event === "listening")).toHaveLength(2);
    expect(events.at(-1)).toMatch(/^info chat feed: listening again/);
    channel.send(JSON.stringify({ site: "forum", id: 3 }));
    expect(events.at(-1)).toBe("notice forum 3");
    await notices.close();
  });
});

describe("chat notices on a real PostgreSQL", () => {
  if (!postgresUrl()) {
    if (process.env.CI) it("runs on PostgreSQL", () => expect.fail("TEST_DATABASE_URL is not set: CI must run the chat notices on PostgreSQL"));
    else it.skip("runs on PostgreSQL (TEST_DATABASE_URL is not set)", () => {});
    return;
  }
  const fresh = useFreshDatabase("postgres");

  it("a stored message notifies every listener at its commit; a killed listening connection reconnects and says so", async () => {
    const { db } = fresh;
    const { url } = fresh.test.config as { url: string };
    const heard: ChatNotice[] = [];
    let listening = 0;
    const log: string[] = [];
    const notices = listenForChatNotices({
      connect: () => openListenConnection(url),
      onNotice: (notice) => heard.push(notice),
      onListening: () => (listening += 1),
      log: (level, msg) => log.push(`${level} ${msg}`),
      retryDelayMs: () => 50,
    });
    const post = (body: string) => insertChatMessage({ site: "forum", accountId: 0, userName: "anna", body, now: Date.now() }, db);
    try {
      await expect.poll(() => listening).toBe(1);
      // No account 0 exists: the failed insert rolls back, and its notice is never sent.
      await expect(post("refused")).rejects.toThrow();
      const account = await db.insertInto("accounts").values({ site: "forum", user_name: "anna", name_key: "anna", email: "a@example.test", email_key: "a@example.test", password_hash: "x", entitled: 1, created_at: 0 }).returning("id").executeTakeFirstOrThrow();
      const first = await insertChatMessage({ site: "forum", accountId: account.id, userName: "anna", body: "first", now: Date.now() }, db);
      await expect.poll(() => heard).toEqual([{ site: "forum", id: first.id }]);

      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME}`.execute(db);
      await expect.poll(() => listening, { timeout: 5000 }).toBe(2);
      expect(log.some((line) => line.startsWith("warn chat feed: no PostgreSQL connection to listen on, reconnecting"))).toBe(true);
      const second = await insertChatMessage({ site: "forum", accountId: account.id, userName: "anna", body: "second", now: Date.now() }, db);
      await expect.poll(() => heard.at(-1)).toEqual({ site: "forum", id: second.id });
    } finally {
      await notices.close();
    }
  });
});
