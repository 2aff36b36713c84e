// Where the server's time and memory go: CPU profiles (node --cpu-prof) of the standalone server
// under load on the signed-in /en/dashboard and on a prerendered public page, and a heap snapshot
// after 10,000 requests across all sites. Prints the top entries as Markdown (for bench/PROFILE.md).
// Usage: npm run build && node --import tsx bench/profile.mjs   (BENCH_SECONDS=10; PROFILE=dashboard,public,heap)
import { hashPassword } from "../lib/crypto/password-hash.ts";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { analyseCpuProfile } from "./lib/cpu-profile.mjs";
import { analyseHeapSnapshot } from "./lib/heap-snapshot.mjs";
import { residentByMapping } from "./lib/process-memory.mjs";
import { load, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";
import { benchmarkMember, signIn } from "./lib/sign-in.mjs";
import { startPageRequests } from "./lib/start-pages.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const parts = new Set((process.env.PROFILE ?? "dashboard,public,heap").split(","));
const port = 3440;
const host = `forum.localhost:${port}`;

const fromFile = (pattern) => (frame) => pattern.test(frame.url);
/** Inclusive time of the steps of a request, each matched by the (source-mapped) file of a frame. */
const markers = {
  "middleware.ts (routing, request id, CSP nonce)": fromFile(/\/project\/middleware\.ts/),
  "Next's middleware adapter (NextRequest, rewrite)": fromFile(/next\/dist\/(esm\/)?server\/web\/|next runtime: .*server\/web\//),
  "currentSession (lib/auth/session.ts, all of it)": (frame) => /\/project\/lib\/auth\/session\.ts/.test(frame.url),
  "cookie unseal (iron-session, iron-webcrypto)": fromFile(/iron-session|iron-webcrypto/),
  "JWT verify (jose)": fromFile(/node_modules\/jose\//),
  "database (lib/db, better-sqlite3)": fromFile(/better-sqlite3|\/project\/lib\/db\//),
  "zod parsing": fromFile(/node_modules\/zod\//),
  "next-intl, use-intl, messages": fromFile(/next-intl|use-intl|intl-messageformat/),
  "React Flight (RSC payload)": fromFile(/react-server-dom/),
  "React Fizz (HTML)": fromFile(/react-dom-server|react-dom\/cjs\/react-dom-server|react-dom\/src\/server/),
  "lib/server/security (CSP, nonce)": fromFile(/\/project\/lib\/server\/security\//),
  "Node crypto (WebCrypto, hashes)": fromFile(/node:crypto|node:internal\/crypto/),
  "garbage collector": (frame) => frame.functionName === "(garbage collector)",
};

function printProfile(title, { file, requests, skipMs }) {
  const profile = analyseCpuProfile(file, { markers, skipMs });
  const perRequest = requests ? ` — ${((profile.totalMs - idleOf(profile)) / requests).toFixed(2)} ms of CPU per request (${requests} requests)` : "";
  console.log(`\n### ${title}\n\nSampled ${profile.totalMs.toFixed(0)} ms${perRequest}\n`);
  console.log("Self time by module\n");
  console.log(markdown(profile.modules(18)));
  console.log("\nSelf time by function\n");
  console.log(markdown(profile.functions(25)));
  console.log("\nInclusive time of the steps (a sample counts for every step on its stack)\n");
  console.log(markdown(profile.markers()));
}

function idleOf(profile) {
  const idle = profile.modules(100).find((row) => row.name === "(idle)");
  return idle ? Number(idle.ms) : 0;
}

/** An indented block, so Markdown shows the table as it is printed. */
function markdown(rows) {
  return table(rows)
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}

function newestFile(dir, suffix) {
  const files = readdirSync(dir).filter((name) => name.endsWith(suffix));
  files.sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs);
  return files[0] && join(dir, files[0]);
}

/** Runs `run` against a profiled server; `run` returns the measured requests and when they began. */
async function profiled(env, run) {
  const dir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  const spawnedAt = performance.now();
  const server = await startServer({ port, env, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${dir}`] });
  let measured;
  try {
    measured = await run(server, dir);
  } finally {
    await server.stop();
  }
  return { file: newestFile(dir, ".cpuprofile"), requests: measured.requests, skipMs: measured.from - spawnedAt };
}

if (parts.has("dashboard")) {
  const env = { SHARED_LOGIN_FORUM: `${benchmarkMember.userName}:${await hashPassword(benchmarkMember.password)}`, SESSION_DURATION: "1h" };
  const run = await profiled(env, async () => {
    const cookie = await signIn({ port, host });
    await load({ port, host, path: "/en/dashboard", headers: { cookie }, duration: 2 });
    const from = performance.now();
    const result = await load({ port, host, path: "/en/dashboard", headers: { cookie }, duration: seconds });
    if (result.failed) throw new Error(`${result.failed} dashboard requests failed`);
    return { requests: result.total, from };
  });
  printProfile(`Signed-in /en/dashboard (forum), 50 connections, ${seconds} s after start-up and warm-up`, run);
}

if (parts.has("public")) {
  const run = await profiled({}, async () => {
    await load({ port, host, path: "/en/2024", duration: 2 });
    const from = performance.now();
    const result = await load({ port, host, path: "/en/2024", duration: seconds });
    return { requests: result.total, from };
  });
  printProfile(`Prerendered public /en/2024 (forum), 50 connections, ${seconds} s after start-up and warm-up`, run);
}

if (parts.has("heap")) {
  await profiled({}, async (server, dir) => {
    const result = await load({ port, host, requests: startPageRequests(port), amount: 10_000 });
    const rss = server.rssMiB();
    const mappings = residentByMapping(server.pid);
    server.signal("SIGUSR2");
    let snapshot;
    for (let waited = 0; !snapshot && waited < 120_000; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const candidate = newestFile(dir, ".heapsnapshot");
      // The file is complete once its size stops growing.
      if (candidate) {
        const size = statSync(candidate).size;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (statSync(candidate).size === size && size > 0) snapshot = candidate;
      }
    }
    if (!snapshot) throw new Error("no heap snapshot was written");
    const heap = analyseHeapSnapshot(snapshot);
    console.log(`\n### Heap after ${result.total} requests across all start pages\n`);
    console.log(`RSS ${rss.toFixed(1)} MiB, of which the JavaScript heap (snapshot, live objects) ${heap.totalMiB} MiB\n`);
    console.log("Resident memory by mapping (before the snapshot)\n");
    console.log(markdown(mappings));
    console.log("\nSelf size by class\n");
    console.log(markdown(heap.classes(20)));
    console.log("\nSelf size by first retainer (object class ← holder class.property)\n");
    console.log(markdown(heap.retainers(25)));
    return { requests: result.total, from: 0 };
  });
}
