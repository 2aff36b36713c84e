import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { MAX_INLINE_PAYLOAD_BYTES, noticePayload, postgresChatFeed, type PostgresFeedParts } from "./postgres-feed";
import { chatMessagesAfter, type ChatMessage } from "@/lib/db/chat";
import { LISTENER_NAME, openListenConnection, type ListenConnection } from "@/lib/db/chat-notices";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { postgresUrl, useFreshDatabase } from "@/tests/support/databases";

/** A stand-in for one PostgreSQL: a table of messages and a NOTIFY channel; it can go down and come back. */
class FakeDatabase {
  readonly rows: { site: SiteId; message: ChatMessage }[] = [];
  readonly listeners = new Set<{ onPayload(payload: string): void; onLost(error: Error): void }>();
  up = true;
  reads = 0;

  insert(site: SiteId, body: string): ChatMessage {
    const message = { id: this.rows.length + 1, userName: "alice", body, createdAt: this.rows.length };
    this.rows.push({ site, message });
    return message;
  }
  goDown() {
    this.up = false;
    for (const listener of [...this.listeners]) listener.onLost(new Error("terminating connection due to administrator command"));
    this.listeners.clear();
  }
  parts(log: string[]): PostgresFeedParts {
    return {
      connect: async () => {
        if (!this.up) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        let mine: { onPayload(payload: string): void; onLost(error: Error): void } | undefined;
        const connection: ListenConnection = {
          start: async (_channel, onPayload, onLost) => {
            mine = { onPayload, onLost };
            this.listeners.add(mine);
            return this.rows.length;
          },
          close: async () => {
            if (mine) this.listeners.delete(mine);
          },
        };
        return connection;
      },
      notify: async (_channel, payload) => {
        if (!this.up) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        for (const listener of this.listeners) queueMicrotask(() => listener.onPayload(payload));
      },
      readAfter: async (site, afterId, limit) => {
        this.reads += 1;
        return this.rows.filter((row) => row.site === site && row.message.id > afterId).slice(0, limit).map((row) => row.message);
      },
      log: (level, msg, fields) => log.push(`${level} ${msg} ${JSON.stringify(fields ?? {})}`),
      retryDelayMs: () => 5,
    };
  }
}

const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

function viewer(feed: ReturnType<typeof postgresChatFeed>, site: SiteId) {
  const got: number[] = [];
  feed.subscribe(site, (message) => got.push(message.id));
  return got;
}

describe("chat feed over PostgreSQL LISTEN/NOTIFY", () => {
  it("a message posted on one replica reaches the viewers of every replica once, and only those of its site", async () => {
    const db = new FakeDatabase();
    const log: string[] = [];
    const [a, b] = [postgresChatFeed(db.parts(log)), postgresChatFeed(db.parts(log))];
    await settle();
    const onA = viewer(a, "forum");
    const onB = viewer(b, "forum");
    const otherSite = viewer(b, "vault");
    const message = db.insert("forum", "hello from A");
    await a.publish("forum", message);
    await settle();
    expect(onA).toEqual([message.id]);
    expect(onB).toEqual([message.id]);
    expect(otherSite).toEqual([]);
    // The row went in the notice: nobody had to read it back.
    expect(db.reads).toBe(0);
    await Promise.all([a.close(), b.close()]);
  });

  it("a message too long for NOTIFY goes as its id and the other replica reads the row", async () => {
    const db = new FakeDatabase();
    const [a, b] = [postgresChatFeed(db.parts([])), postgresChatFeed(db.parts([]))];
    await settle();
    const onB = viewer(b, "forum");
    const long = db.insert("forum", "ж".repeat(4000));
    expect(Buffer.byteLength(noticePayload("x", "forum", long))).toBeLessThanOrEqual(MAX_INLINE_PAYLOAD_BYTES);
    expect(JSON.parse(noticePayload("x", "forum", long))).toEqual({ from: "x", site: "forum", id: long.id });
    await a.publish("forum", long);
    await settle();
    expect(onB).toEqual([long.id]);
    expect(db.reads).toBe(1);
    await Promise.all([a.close(), b.close()]);
  });

  it("after the database was away, the listener reconnects with a log line per attempt and its viewers get what they missed", async () => {
    const db = new FakeDatabase();
    const log: string[] = [];
    const [a, b] = [postgresChatFeed(db.parts([])), postgresChatFeed(db.parts(log))];
    await settle();
    const onB = viewer(b, "forum");
    const first = db.insert("forum", "before");
    await a.publish("forum", first);
    await settle();
    db.goDown();
    await settle(20);
    // Posted while B cannot listen (A's own notice fails, the row is stored).
    db.up = true;
    const missed = [db.insert("forum", "during 1"), db.insert("forum", "during 2")];
    db.up = false;
    for (const message of missed) await a.publish("forum", message);
    await settle(20);
    db.up = true;
    await settle(60);
    expect(onB).toEqual([first.id, ...missed.map((message) => message.id)]);
    const attempts = log.filter((line) => line.includes("reconnecting"));
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.map((line) => JSON.parse(line.slice(line.indexOf("{"))).attempt)).toEqual(attempts.map((_, index) => index + 1));
    expect(log.at(-1)).toMatch(/^info chat feed: listening again/);
    // Live again, without duplicates.
    const after = db.insert("forum", "after");
    await a.publish("forum", after);
    await settle();
    expect(onB).toEqual([first.id, ...missed.map((message) => message.id), after.id]);
    await Promise.all([a.close(), b.close()]);
  });
});

describe("chat feed on a real PostgreSQL", () => {
  if (!postgresUrl()) {
    if (process.env.CI) it("runs on PostgreSQL", () => expect.fail("TEST_DATABASE_URL is not set: CI must run the chat feed on PostgreSQL"));
    else it.skip("runs on PostgreSQL (TEST_DATABASE_URL is not set)", () => {});
    return;
  }
  const fresh = useFreshDatabase("postgres");

  it("NOTIFY carries a post from one process to another; a killed listening connection reconnects and catches up", async () => {
    const { db } = fresh;
    const { url } = fresh.test.config as { url: string };
    const log: string[] = [];
    const parts = (lines: string[]): PostgresFeedParts => ({
      connect: () => openListenConnection(url),
      notify: async (channel, payload) => void (await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db)),
      readAfter: (site, afterId, limit) => chatMessagesAfter(site, afterId, limit, db),
      log: (level, msg, fields) => lines.push(`${level} ${msg} ${JSON.stringify(fields ?? {})}`),
      retryDelayMs: () => 50,
    });
    const insert = async (body: string): Promise<ChatMessage> => {
      const row = await db.insertInto("chat_messages").values({ site: "forum", account_id: null, user_name: "alice", body, created_at: Date.now() }).returning(["id", "user_name", "body", "created_at"]).executeTakeFirstOrThrow();
      return { id: row.id, userName: row.user_name, body: row.body, createdAt: row.created_at };
    };
    const a = postgresChatFeed(parts([]));
    const b = postgresChatFeed(parts(log));
    const onB: string[] = [];
    b.subscribe("forum", (message) => onB.push(message.body));
    const listeners = () => sql<{ count: number }>`SELECT COUNT(*)::int AS count FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME}`.execute(db);
    await expect.poll(async () => (await listeners()).rows[0]?.count).toBe(2);
    try {
      await a.publish("forum", await insert("first"));
      await expect.poll(() => onB).toEqual(["first"]);

      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_NAME}`.execute(db);
      // Posted while nobody listens: B hears of them only by reading the table after reconnecting.
      for (const body of ["while away 1", "while away 2"]) await a.publish("forum", await insert(body));
      await expect.poll(() => onB, { timeout: 5000 }).toEqual(["first", "while away 1", "while away 2"]);
      expect(log.some((line) => line.startsWith("warn chat feed: no PostgreSQL connection to listen on, reconnecting"))).toBe(true);

      await a.publish("forum", await insert("live again"));
      await expect.poll(() => onB).toEqual(["first", "while away 1", "while away 2", "live again"]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
