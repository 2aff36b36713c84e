/**
 * The chat under concurrent posting, on two replicas sharing one PostgreSQL: ten writers post
 * 1,000 messages at once on both, and every open chat on either replica shows each of them
 * exactly once, in the order the database holds them, live and after a reconnect with
 * Last-Event-ID (also on the other replica).
 */
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { openStream } from "./support/chat-stream";
import { call } from "./support/http-client";
import { signedInMembers } from "./support/members";
import { chatMessageIds } from "./support/postgres";
import { startReplicas, type Replicas } from "./support/replicas";
import type { SpawnedServer } from "./support/spawn-server";

test.describe.configure({ mode: "serial" });

const SITE = "forum";
const MESSAGES = 1000;
const WRITERS = 10;
/** The chat takes 20 messages a minute from one member: each writer spreads its posts over this many. */
const MEMBERS_PER_WRITER = 6;
const VIEWERS_PER_REPLICA = 3;

let replicas: Replicas | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  replicas = await startReplicas(E2E_PORT + 92, "e2e_chat_delivery");
});

test.afterAll(async () => {
  await replicas?.stop();
});

const host = (server: SpawnedServer) => `${SITE}.localhost:${server.port}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one open chat saw: the ids of its message events in arrival order; it checks each event's id line against its data. */
class Viewer {
  readonly ids: number[] = [];
  readonly mismatches: string[] = [];
  private stream: { close(): void } | undefined;

  constructor(readonly name: string) {}

  async open(server: SpawnedServer, cookie: string, from: { after?: number; lastEventId?: number }) {
    this.stream = await openStream({
      port: server.port,
      host: host(server),
      cookie,
      ...from,
      onMessage: (message, _at, eventId) => {
        if (eventId !== String(message.id)) this.mismatches.push(`event id ${eventId} carried message ${message.id}`);
        this.ids.push(message.id);
      },
    });
  }

  close() {
    this.stream?.close();
  }

  report(expected: readonly number[]) {
    const got = new Set(this.ids);
    const lost = expected.filter((id) => !got.has(id)).length;
    const doubled = this.ids.length - got.size;
    return { viewer: this.name, received: this.ids.length, lost, doubled, inOrder: this.ids.every((id, index) => index === 0 || id > (this.ids[index - 1] ?? 0)) };
  }
}

test("fresh database: both replicas wait for the migrations before the chat feed listens, and say nothing about it", async () => {
  const chatWarnings = (server: SpawnedServer) =>
    server
      .output()
      .split("\n")
      .filter((line) => /chat feed/.test(line) && /"level":"(warn|error)"/.test(line));
  for (const server of [replicas!.a, replicas!.b]) expect(chatWarnings(server), `port ${server.port}`).toEqual([]);
});

test(`${WRITERS} writers post ${MESSAGES} messages at once on both replicas: every viewer on both gets each exactly once, in the database's order, across a reconnect`, async () => {
  test.setTimeout(110_000);
  const { a, b, databaseUrl } = replicas!;
  const started = Date.now();
  const viewerCookies = await signedInMembers({ port: a.port, site: SITE, databaseEnv: { DATABASE_URL: databaseUrl }, count: 2 });
  const writerCookies = await signedInMembers({ port: b.port, site: SITE, databaseEnv: { DATABASE_URL: databaseUrl }, count: WRITERS * MEMBERS_PER_WRITER });
  const before = (await chatMessageIds(databaseUrl, SITE)).at(-1) ?? 0;

  // Each opens as the chat page does (`after` the newest message it rendered).
  const steady: Viewer[] = [];
  for (const [index, server] of [a, b].entries()) {
    for (let n = 0; n < VIEWERS_PER_REPLICA; n += 1) {
      const viewer = new Viewer(`${index === 0 ? "A" : "B"}${n + 1}`);
      await viewer.open(server, viewerCookies[index]!, { after: before });
      steady.push(viewer);
    }
  }
  // These two drop mid-run and come back with Last-Event-ID, one on the same replica, one on the other.
  const sameReplica = new Viewer("A→A (reconnects)");
  const otherReplica = new Viewer("B→A (reconnects)");
  await sameReplica.open(a, viewerCookies[0]!, { after: before });
  await otherReplica.open(b, viewerCookies[1]!, { after: before });

  let posted = 0;
  const refused: string[] = [];
  const writer = async (index: number) => {
    for (let n = 0; n < MESSAGES / WRITERS; n += 1) {
      const server = (index + n) % 2 === 0 ? a : b;
      const cookie = writerCookies[index * MEMBERS_PER_WRITER + (n % MEMBERS_PER_WRITER)]!;
      const reply = await call(server.port, { method: "POST", path: "/api/chat/messages", site: SITE, cookie, body: { body: `writer ${index} message ${n}` } });
      if (reply.status === 201) posted += 1;
      else refused.push(`${reply.status} ${reply.text.slice(0, 100)}`);
    }
  };
  const reconnects = (async () => {
    while (posted < MESSAGES * 0.3) await sleep(5);
    sameReplica.close();
    otherReplica.close();
    // Away while about a tenth of the messages are posted.
    const awayUntil = posted + MESSAGES * 0.1;
    while (posted < awayUntil && posted + refused.length < MESSAGES) await sleep(5);
    await sameReplica.open(a, viewerCookies[0]!, { lastEventId: sameReplica.ids.at(-1) ?? before });
    await otherReplica.open(a, viewerCookies[1]!, { lastEventId: otherReplica.ids.at(-1) ?? before });
  })();
  const postingStarted = Date.now();
  await Promise.all([...Array.from({ length: WRITERS }, (_, index) => writer(index)), reconnects]);
  const postingMs = Date.now() - postingStarted;
  expect(refused).toEqual([]);

  const expected = await chatMessageIds(databaseUrl, SITE, before);
  expect(expected).toHaveLength(MESSAGES);
  const viewers = [...steady, sameReplica, otherReplica];
  const last = expected.at(-1);
  // Delivery is live; the wait only covers the last messages in flight when posting ended.
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && viewers.some((viewer) => viewer.ids.at(-1) !== last); ) await sleep(50);
  const deliveredMs = Date.now() - postingStarted;
  for (const viewer of viewers) viewer.close();

  const reports = viewers.map((viewer) => viewer.report(expected));
  console.log(
    `${MESSAGES} messages from ${WRITERS} writers on 2 replicas in ${(postingMs / 1000).toFixed(1)} s, ` +
      `all delivered ${(deliveredMs / 1000).toFixed(1)} s after posting began (test ${((Date.now() - started) / 1000).toFixed(1)} s):\n` +
      reports.map((report) => `  ${report.viewer}: received ${report.received}, lost ${report.lost}, doubled ${report.doubled}, in order ${report.inOrder}`).join("\n"),
  );
  for (const viewer of viewers) {
    expect(viewer.mismatches, viewer.name).toEqual([]);
    expect(viewer.report(expected), viewer.name).toEqual({ viewer: viewer.name, received: MESSAGES, lost: 0, doubled: 0, inOrder: true });
    expect(viewer.ids, viewer.name).toEqual(expected);
  }
});
