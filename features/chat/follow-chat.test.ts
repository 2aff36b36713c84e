import { describe, expect, it } from "vitest";
import type { ChatMessage } from "@/lib/db/chat";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { CATCH_UP_LIMIT, followChat, type ChatOutlet, type FollowParts } from "./follow-chat";
import type { BatchListener, ChatBatch, ChatTails } from "./site-tails";

const message = (id: number): ChatMessage => ({ id, userName: "anna", body: `message ${id}`, createdAt: id });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** The site's reader played by the test: it says how far it has read and hands out the batches the test gives it. */
class ScriptedTail implements ChatTails {
  readonly listeners = new Set<BatchListener>();
  constructor(public position: number) {}
  wake() {}
  wakeAll() {}
  subscribe(_site: SiteId, listener: BatchListener) {
    this.listeners.add(listener);
    return { ready: Promise.resolve(this.position), position: () => this.position, unsubscribe: () => void this.listeners.delete(listener) };
  }
  emit(batch: ChatBatch) {
    this.position = batch.messages.at(-1)?.id ?? this.position;
    for (const listener of this.listeners) listener(batch);
  }
}

/** The table (ids 1 … `stored`), read with a delay the test may stretch, failing while `failing` is set. */
function tableOf(tail: ScriptedTail, stored: number) {
  const state = { stored, reads: 0, failing: 0, delayMs: 2 };
  const parts: FollowParts = {
    tails: tail,
    readAfter: async (_site, afterId, limit) => {
      state.reads += 1;
      await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.failing > 0) {
        state.failing -= 1;
        throw new Error("connect ECONNREFUSED");
      }
      return range(afterId + 1, state.stored).slice(0, limit).map(message);
    },
    retryDelayMs: 5,
  };
  return { state, parts };
}

/** A client that reads everything at once, or (with `reading` false) nothing until told. */
function client(reading = true) {
  const ids: number[] = [];
  let waiting: (() => void)[] = [];
  const control = { reading };
  const outlet: ChatOutlet = {
    send: (sent) => void ids.push(sent.id),
    hasRoom: () => control.reading,
    room: () => new Promise((resolve) => waiting.push(resolve)),
  };
  const readSome = () => {
    const resolveAll = waiting;
    waiting = [];
    for (const resolve of resolveAll) resolve();
  };
  return { ids, outlet, control, readSome };
}

describe("one viewer's messages", () => {
  it("after a reconnect (Last-Event-ID 2) it gets what it missed from the table, then the live ones, none twice", async () => {
    const tail = new ScriptedTail(5);
    const { parts } = tableOf(tail, 5);
    const viewer = client();
    followChat(parts, "forum", 2, viewer.outlet);
    await settle();
    tail.emit({ after: 4, messages: [message(5), message(6)] });
    tail.emit({ after: 6, messages: [message(7)] });
    expect(viewer.ids).toEqual([3, 4, 5, 6, 7]);
  });

  it("a batch that does not follow on from the last id sent is never sent as it is: the gap is read from the table first", async () => {
    const tail = new ScriptedTail(5);
    const table = tableOf(tail, 5);
    const viewer = client();
    followChat(table.parts, "forum", 5, viewer.outlet);
    await settle();
    table.state.stored = 8;
    tail.emit({ after: 7, messages: [message(8)] });
    await settle();
    expect(viewer.ids).toEqual([6, 7, 8]);
  });

  it("batches that arrive while it catches up are not lost, and not sent twice", async () => {
    const tail = new ScriptedTail(3);
    const table = tableOf(tail, 3);
    table.state.delayMs = 30;
    const viewer = client();
    followChat(table.parts, "forum", 0, viewer.outlet);
    await settle(10);
    table.state.stored = 6;
    tail.emit({ after: 3, messages: [message(4), message(5)] });
    tail.emit({ after: 5, messages: [message(6)] });
    await settle(150);
    tail.emit({ after: 6, messages: [message(7)] });
    expect(viewer.ids).toEqual(range(1, 7));
  });

  it(`a catch-up beyond ${CATCH_UP_LIMIT} messages: the first page goes out at once, each next one when the client has read`, async () => {
    const total = CATCH_UP_LIMIT * 2 + 50;
    const tail = new ScriptedTail(total);
    const { parts } = tableOf(tail, total);
    const viewer = client(false);
    followChat(parts, "forum", 0, viewer.outlet);
    await settle();
    expect(viewer.ids).toEqual(range(1, CATCH_UP_LIMIT));
    viewer.readSome();
    await settle();
    expect(viewer.ids).toEqual(range(1, CATCH_UP_LIMIT * 2));
    viewer.readSome();
    await settle();
    expect(viewer.ids).toEqual(range(1, total));
  });

  it("without Last-Event-ID it starts after the newest message", async () => {
    const tail = new ScriptedTail(5);
    const table = tableOf(tail, 5);
    const viewer = client();
    followChat(table.parts, "forum", undefined, viewer.outlet);
    await settle();
    tail.emit({ after: 5, messages: [message(6)] });
    expect(viewer.ids).toEqual([6]);
    expect(table.state.reads).toBe(0);
  });

  it("while the database does not answer, the catch-up is tried again and then completes", async () => {
    const tail = new ScriptedTail(4);
    const table = tableOf(tail, 4);
    table.state.failing = 3;
    const viewer = client();
    followChat(table.parts, "forum", 1, viewer.outlet);
    await settle(80);
    expect(viewer.ids).toEqual([2, 3, 4]);
  });

  it("sends nothing once stopped, and leaves the site's reader", async () => {
    const tail = new ScriptedTail(0);
    const { parts } = tableOf(tail, 0);
    const viewer = client();
    const stop = followChat(parts, "forum", 0, viewer.outlet);
    await settle();
    stop();
    tail.emit({ after: 0, messages: [message(1)] });
    expect(viewer.ids).toEqual([]);
    expect(tail.listeners.size).toBe(0);
  });
});
