import { expect, it } from "vitest";
import type { Db } from "@/lib/db/connection";
import { chatMessagesAfter, insertChatMessage, latestChatMessageId } from "@/lib/db/chat";
import { openListenConnection } from "@/lib/db/chat-notices";
import { describeEachEngine, useFreshDatabase } from "@/tests/support/databases";
import { followChat } from "./follow-chat";
import { listenForChatNotices } from "./postgres-notices";
import { siteTails, type ChatTails } from "./site-tails";

const MESSAGES = 1000;
const WRITERS = 10;
const VIEWERS_PER_PROCESS = 3;

/** What one server process holds: its own pool, its site readers, and on PostgreSQL its LISTEN connection. */
async function serverProcess(db: Db, url: string | undefined) {
  const tails = siteTails({ readAfter: (site, afterId, limit) => chatMessagesAfter(site, afterId, limit, db), latestId: (site) => latestChatMessageId(site, db), log: () => {} });
  let listening = false;
  const notices = url
    ? listenForChatNotices({
        connect: () => openListenConnection(url),
        onNotice: ({ site, id }) => tails.wake(site, id),
        onListening: () => {
          listening = true;
          tails.wakeAll();
        },
        log: () => {},
      })
    : undefined;
  if (notices) await expect.poll(() => listening).toBe(true);
  return { db, tails, close: () => notices?.close() };
}

function viewer(process: { db: Db; tails: ChatTails }, lastSeen: number, ids: number[] = []) {
  const stop = followChat({ tails: process.tails, readAfter: (site, afterId, limit) => chatMessagesAfter(site, afterId, limit, process.db) }, "forum", lastSeen, {
    send: (message) => void ids.push(message.id),
    hasRoom: () => true,
    room: async () => {},
  });
  return { ids, stop };
}

describeEachEngine("chat delivery under concurrent posting", (engine) => {
  const fresh = useFreshDatabase(engine);

  it(`${WRITERS} writers post ${MESSAGES} messages at once: every viewer of every process gets each exactly once, in the table's order, also across a reconnect`, { timeout: 60_000 }, async () => {
    const { db } = fresh;
    // PostgreSQL: two processes with pools of their own, as two replicas. SQLite: one process owns the file.
    const second = engine === "postgres" ? await fresh.test.open() : undefined;
    const url = engine === "postgres" ? (fresh.test.config as { url: string }).url : undefined;
    const processes = [await serverProcess(db, url), ...(second ? [await serverProcess(second, url)] : [])];
    const account = await db.insertInto("accounts").values({ site: "forum", user_name: "anna", name_key: "anna", email: "a@example.test", email_key: "a@example.test", password_hash: "x", entitled: 1, created_at: 0 }).returning("id").executeTakeFirstOrThrow();
    try {
      const viewers = processes.flatMap((process) => Array.from({ length: VIEWERS_PER_PROCESS }, () => viewer(process, 0)));
      const reconnecting = viewer(processes[0]!, 0);
      let posted = 0;
      const writer = async (index: number) => {
        for (let n = 0; n < MESSAGES / WRITERS; n += 1) {
          const process = processes[(index + n) % processes.length]!;
          const message = await insertChatMessage({ site: "forum", accountId: account.id, userName: "anna", body: `writer ${index} message ${n}`, now: Date.now() }, process.db);
          process.tails.wake("forum", message.id);
          posted += 1;
        }
      };
      let resumed: { stop(): void } | undefined;
      const reconnect = async () => {
        while (posted < MESSAGES * 0.3) await new Promise((resolve) => setTimeout(resolve, 1));
        reconnecting.stop();
        while (posted < MESSAGES * 0.4) await new Promise((resolve) => setTimeout(resolve, 1));
        // Back on the other process (when there is one) with the last id it got, as a browser's Last-Event-ID.
        resumed = viewer(processes.at(-1)!, reconnecting.ids.at(-1) ?? 0, reconnecting.ids);
      };
      await Promise.all([...Array.from({ length: WRITERS }, (_, index) => writer(index)), reconnect()]);
      const stored = (await chatMessagesAfter("forum", 0, MESSAGES * 2, db)).map((message) => message.id);
      expect(stored).toHaveLength(MESSAGES);
      const all = [...viewers, reconnecting];
      // Delivery is live; the wait covers only the last reads in flight when posting ended.
      for (const deadline = Date.now() + 10_000; Date.now() < deadline && all.some(({ ids }) => ids.at(-1) !== stored.at(-1)); ) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const [index, { ids }] of all.entries()) {
        const got = new Set(ids);
        expect({ viewer: index, lost: stored.filter((id) => !got.has(id)).length, doubled: ids.length - got.size }).toEqual({ viewer: index, lost: 0, doubled: 0 });
        expect(ids).toEqual(stored);
      }
      for (const { stop } of [...viewers, resumed!]) stop();
    } finally {
      for (const process of processes) await process.close();
      await second?.destroy();
    }
  });
});
