import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@/lib/db/chat";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { siteTails, type ChatBatch, type TailParts } from "./site-tails";

/** A chat table in memory that counts the reads and can fail them. */
class Table {
  readonly rows: { site: SiteId; message: ChatMessage }[] = [];
  reads = 0;
  failing = false;
  readonly log: string[] = [];

  insert(site: SiteId): ChatMessage {
    const message = { id: this.rows.length + 1, userName: "anna", body: `message ${this.rows.length + 1}`, createdAt: 0 };
    this.rows.push({ site, message });
    return message;
  }

  parts(): TailParts {
    const answer = async <T>(value: () => T): Promise<T> => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (this.failing) throw new Error("connect ECONNREFUSED");
      return value();
    };
    return {
      readAfter: (site, afterId, limit) => {
        this.reads += 1;
        return answer(() => this.rows.filter((row) => row.site === site && row.message.id > afterId).slice(0, limit).map((row) => row.message));
      },
      latestId: (site) => answer(() => this.rows.filter((row) => row.site === site).at(-1)?.message.id ?? 0),
      log: (level, msg) => this.log.push(`${level} ${msg}`),
      retryDelayMs: 10,
    };
  }
}

const settle = (ms = 40) => new Promise((resolve) => setTimeout(resolve, ms));
const idsOf = (batches: ChatBatch[]) => batches.flatMap((batch) => batch.messages.map((message) => message.id));

describe("the readers of new chat messages, one per site and process", () => {
  it("200 open streams and a burst of 50 posts cost a handful of reads; each stream gets every message once, in order, in batches that follow on", async () => {
    const table = new Table();
    table.insert("forum");
    const tails = siteTails(table.parts());
    const streams = Array.from({ length: 200 }, () => {
      const batches: ChatBatch[] = [];
      tails.subscribe("forum", (batch) => batches.push(batch));
      return batches;
    });
    await settle();
    const readsBefore = table.reads;
    for (let n = 0; n < 50; n += 1) tails.wake("forum", table.insert("forum").id);
    await settle();
    expect(table.reads - readsBefore).toBeLessThanOrEqual(3);
    for (const batches of streams) {
      expect(idsOf(batches)).toEqual(Array.from({ length: 50 }, (_, index) => index + 2));
      batches.forEach((batch, index) => expect(batch.after).toBe(index === 0 ? 1 : batches[index - 1]?.messages.at(-1)?.id));
    }
  });

  it("a notice of an id already read costs no read; a site nobody follows is not read at all", async () => {
    const table = new Table();
    const tails = siteTails(table.parts());
    const got: ChatBatch[] = [];
    tails.subscribe("forum", (batch) => got.push(batch));
    await settle();
    const message = table.insert("forum");
    tails.wake("forum", message.id);
    await settle();
    const reads = table.reads;
    tails.wake("forum", message.id);
    tails.wake("vault", table.insert("vault").id);
    await settle();
    expect(table.reads).toBe(reads);
    expect(idsOf(got)).toEqual([message.id]);
  });

  it("a read that fails is tried again: one warning, one line when reading works again, and nothing lost", async () => {
    const table = new Table();
    const tails = siteTails(table.parts());
    const got: ChatBatch[] = [];
    tails.subscribe("forum", (batch) => got.push(batch));
    await settle();
    table.failing = true;
    const first = table.insert("forum");
    tails.wake("forum", first.id);
    await settle(60);
    const second = table.insert("forum");
    table.failing = false;
    await settle(60);
    expect(idsOf(got)).toEqual([first.id, second.id]);
    expect(table.log).toEqual(["warn chat: new messages could not be read, retrying", "info chat: reading new messages again"]);
  });

  it("once its last stream has gone, a site is followed from its newest message again", async () => {
    const table = new Table();
    const tails = siteTails(table.parts());
    const first = tails.subscribe("forum", () => {});
    expect(await first.ready).toBe(0);
    first.unsubscribe();
    for (let n = 0; n < 3; n += 1) table.insert("forum");
    const got: ChatBatch[] = [];
    const second = tails.subscribe("forum", (batch) => got.push(batch));
    expect(await second.ready).toBe(3);
    tails.wakeAll();
    await settle();
    expect(got).toEqual([]);
  });
});
