// How long a chat message takes from its POST to every open chat: 20 viewers (BENCH_VIEWERS, at
// most 200, the cap of a site), messages posted at a steady rate, p50/p99 over BENCH_MESSAGES
// (1,000). SQLite one process; PostgreSQL one process; PostgreSQL two replicas with the posts on
// A and half the viewers on B (the LISTEN/NOTIFY path). Not a test; the machine should be
// otherwise idle.
// Usage: npm run build && node --import tsx bench/chat.mjs   (BENCH_MESSAGES=1000, BENCH_RATE=20 per second,
// BENCH_SETUPS=sqlite,postgres,replicas; PostgreSQL as in bench/lib/setups.mjs)
import { openStream } from "../tests/e2e/support/chat-stream.ts";
import { percentile, table } from "./lib/load.mjs";
import { entitledMembers, postChat, startSetup, stopCluster } from "./lib/setups.mjs";

const messages = Number(process.env.BENCH_MESSAGES ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 20);
const kinds = (process.env.BENCH_SETUPS ?? "sqlite,postgres,replicas").split(",");
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 20);
const STREAMS_PER_MEMBER = 5;
/** The chat takes 20 messages a minute from one member; posters share the load below that. */
const postersNeeded = Math.max(1, Math.ceil((Math.min(messages, rate * 60) / 18) * 1.1));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(kind, basePort) {
  const setup = await startSetup(kind, basePort);
  const streams = [];
  try {
    const viewerMembers = Math.ceil(VIEWERS / STREAMS_PER_MEMBER);
    const cookies = await entitledMembers(setup, viewerMembers + postersNeeded);
    const posters = cookies.slice(viewerMembers);
    const postedAt = new Map();
    const latencies = { same: [], other: [] };
    const viewersIn = { same: 0, other: 0 };
    let received = 0;
    for (let viewer = 0; viewer < VIEWERS; viewer += 1) {
      // With two replicas every other viewer watches B; posts always go to A.
      const server = setup.servers[viewer % setup.servers.length];
      const group = server === setup.servers[0] ? "same" : "other";
      viewersIn[group] += 1;
      streams.push(
        await openStream({
          port: server.port,
          host: setup.host,
          cookie: cookies[Math.floor(viewer / STREAMS_PER_MEMBER)],
          onMessage: (message, at) => {
            const sent = postedAt.get(message.body);
            if (sent === undefined) return;
            latencies[group].push(at - sent);
            received += 1;
          },
        }),
      );
    }
    const a = setup.servers[0].port;
    const start = Date.now();
    const pending = [];
    let failed = 0;
    for (let n = 0; n < messages; n += 1) {
      await sleep(Math.max(0, start + (n * 1000) / rate - Date.now()));
      const body = `bench ${n} ${start}`;
      postedAt.set(body, Date.now());
      pending.push(postChat(a, setup.host, posters[n % posters.length], body).then((reply) => reply.status === 201 || (failed += 1)));
    }
    await Promise.all(pending);
    const expected = (messages - failed) * VIEWERS;
    for (const deadline = Date.now() + 5000; received < expected && Date.now() < deadline; ) await sleep(50);
    return Object.entries(latencies)
      .filter(([, values]) => values.length > 0)
      .map(([group, values]) => {
        const sorted = values.sort((x, y) => x - y);
        return {
          setup: kind,
          viewers: group === "same" ? (setup.servers.length > 1 ? "on A (posting replica)" : "same process") : "on B (other replica)",
          deliveries: sorted.length,
          "p50 ms": percentile(sorted, 0.5),
          "p99 ms": percentile(sorted, 0.99),
          "max ms": sorted.at(-1),
          "posts failed": failed,
          missing: (messages - failed) * viewersIn[group] - sorted.length,
        };
      });
  } finally {
    for (const stream of streams) stream.close();
    await setup.stop();
  }
}

const rows = [];
try {
  for (const [index, kind] of kinds.entries()) rows.push(...(await measure(kind, 3440 + index * 10)));
} finally {
  stopCluster();
}
console.log(`\nChat: ${VIEWERS} viewers, ${messages} messages at ${rate}/s posted on A, latency from POST to each viewer\n`);
console.log(table(rows));
