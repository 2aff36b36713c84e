// Resident memory under a mixed load, as an operator's soak runs it: public start pages of every
// site, the signed-in members' pages, chat posts from many members, and 5 chat streams held open,
// all at once for SOAK_SECONDS (60) at BENCH_CONNECTIONS (50) — then idle for 15 s. RSS is sampled
// every 5 s; the last line is the heap and mappings after the soak (where the memory sits).
// SQLite one process and PostgreSQL one process (BENCH_SETUPS=sqlite,postgres), each fresh.
// HEAP=1 also takes a heap snapshot after the soak and prints what the live objects are.
// Usage: npm run build && node --import tsx bench/mixed-soak.mjs
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStream } from "../tests/e2e/support/chat-stream.ts";
import { analyseHeapSnapshot } from "./lib/heap-snapshot.mjs";
import { load, table } from "./lib/load.mjs";
import { residentByMapping } from "./lib/process-memory.mjs";
import { entitledMembers, sharedCookie, SITE, startSetup, stopCluster } from "./lib/setups.mjs";
import { startPageRequests } from "./lib/start-pages.mjs";

const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);
const kinds = (process.env.BENCH_SETUPS ?? "sqlite,postgres").split(",");
const STREAMS = 5;
/** Each member may post 20 messages a minute: the posts rotate over this many members. */
const POSTERS = 60;
const MEMBERS_PAGES = ["/en/dashboard", "/en/intern", "/en/protected", "/de/various", "/en/intern/chat"];

const mib = (value) => value.toFixed(0);

const heapDir = process.env.HEAP ? mkdtempSync(join(tmpdir(), "mixed-soak-heap-")) : undefined;

/** A heap snapshot of the server (SIGUSR2), analysed: live size and the largest classes. */
async function liveHeap(server) {
  server.signal("SIGUSR2");
  for (let waited = 0; waited < 120_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const file = readdirSync(heapDir).find((name) => name.endsWith(".heapsnapshot"));
    if (!file) continue;
    // Written in pieces: read once it parses whole.
    try {
      return analyseHeapSnapshot(join(heapDir, file));
    } catch {
      continue;
    }
  }
  throw new Error("no heap snapshot was written");
}

async function soak(kind, basePort) {
  const nodeArgs = heapDir ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${heapDir}`] : [];
  const setup = await startSetup(kind, basePort, { nodeArgs });
  const server = setup.servers[0];
  const streams = [];
  const samples = [];
  try {
    const host = setup.host;
    const shared = await sharedCookie(setup);
    const members = await entitledMembers(setup, POSTERS + STREAMS);
    for (const cookie of members.slice(0, STREAMS)) streams.push(await openStream({ port: server.port, host, cookie, onMessage: () => {} }));
    const posters = members.slice(STREAMS);
    let post = 0;
    const requests = [
      ...startPageRequests(server.port, { withMissing: false }),
      ...MEMBERS_PAGES.map((path) => ({ method: "GET", path, headers: { host, cookie: `session=${path.endsWith("/chat") ? posters[0] : shared}` } })),
      {
        method: "POST",
        path: "/api/chat/messages",
        setupRequest: (request) => {
          const n = post++;
          return {
            ...request,
            headers: { host, origin: `http://${host}`, "content-type": "application/json", cookie: `session=${posters[n % posters.length]}` },
            body: JSON.stringify({ body: `soak message ${n}` }),
          };
        },
      },
    ];
    const atStart = server.rssMiB();
    const sampler = setInterval(() => samples.push(server.rssMiB()), 5_000);
    const result = await load({ port: server.port, host, requests, duration: soakSeconds });
    clearInterval(sampler);
    const atEnd = server.rssMiB();
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const idle = server.rssMiB();
    const mappings = residentByMapping(server.pid);
    const heap = heapDir ? await liveHeap(server) : undefined;
    return {
      heap,
      row: {
        setup: kind,
        "RSS start": mib(atStart),
        "RSS peak": mib(Math.max(...samples, atEnd)),
        "RSS end": mib(atEnd),
        "RSS 15 s later": mib(idle),
        requests: result.total,
        "req/s": Math.round(result.requestsPerSecond),
        failed: result.failed,
      },
      samples,
      mappings,
    };
  } finally {
    for (const stream of streams) stream.close();
    await setup.stop();
  }
}

const results = [];
try {
  for (const [index, kind] of kinds.entries()) results.push(await soak(kind, 3460 + index * 10));
} finally {
  stopCluster();
}
console.log(`\nMixed soak: start pages of ${SITE} and every site, members' pages, chat posts, ${STREAMS} open streams; ${soakSeconds} s at ${process.env.BENCH_CONNECTIONS ?? 50} connections (RSS in MiB)\n`);
console.log(table(results.map((result) => result.row)));
for (const [index, result] of results.entries()) {
  console.log(`\n${kinds[index]}: RSS every 5 s: ${result.samples.map(mib).join(" ")}`);
  console.log(
    `${kinds[index]}: resident by mapping after the soak (MiB): ${result.mappings
      .slice(0, 5)
      .map((entry) => `${entry.mapping} ${entry["RSS MiB"]}`)
      .join(", ")}`,
  );
  if (result.heap) {
    console.log(`${kinds[index]}: live JavaScript heap ${result.heap.totalMiB} MiB; largest classes:`);
    console.log(table(result.heap.classes(12)));
    console.log(table(result.heap.retainers(12)));
  }
}
