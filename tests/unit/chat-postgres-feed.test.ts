import { describe, expect, it } from "vitest";
import { MAX_INLINE_PAYLOAD_BYTES, noticePayload, postgresChatFeed, type PostgresFeedParts } from "@/features/chat/postgres-feed";
import type { ListenConnection } from "@/lib/db/chat-notices";
import type { ChatMessage } from "@/lib/db/chat";
import type { SiteId } from "@/lib/sites/types";

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
