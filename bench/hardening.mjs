// The figures of issue 12: how many password checks 100 parallel wrong sign-ins for one name
// cause, how fast /api/health/live and a member's sign-in answer while 60 wrong sign-ins arrive
// at once, and how many streams one member gets and what memory they cost when opening 50.
// Usage: npm run build (with the SITE_HOSTS_* of tests/e2e/server-env.json) && node bench/hardening.mjs
import serverEnv from "../tests/e2e/server-env.json" with { type: "json" };
import { call, entitledMember, openChatStream, sharedCredentials, signIn } from "../tests/e2e/support/http-client.mjs";
import { table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

const port = 3420;
// The test configuration's hosts and shared logins; the data folder is the bench's own.
const { DATA_DIR: _testDataDir, ...testEnv } = serverEnv;
const server = await startServer({ port, env: { ...testEnv, PUBLIC_PORT: String(port), LOG_FORMAT: "text" } });
const unique = (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const wrong = (userName, n) => ({ userName, password: `wrong-password-${n}` });
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

async function livenessLatencies(count) {
  const latencies = [];
  for (let n = 0; n < count; n += 1) {
    const started = performance.now();
    await call(port, { path: "/api/health/live", site: "peace" });
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function timedSignIn(site, from) {
  const started = performance.now();
  const answer = await signIn(port, site, sharedCredentials(site), from);
  return { status: answer.status, ms: performance.now() - started };
}

try {
  // 1. Concurrency: one name, one address, 100 guesses at once.
  const userName = unique("parallel");
  const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => signIn(port, "political", wrong(userName, n), "127.0.0.4")));
  const checks = answers.filter((answer) => answer.status === 401).length;
  const refused = answers.filter((answer) => answer.status === 429 && Number(answer.headers["retry-after"]) > 0).length;

  // 2. CPU flood: 60 wrong sign-ins (different names) from one address at once.
  const quiet = await livenessLatencies(20);
  const quietSignIn = await timedSignIn("vault", "127.0.0.6");
  const flood = Promise.all(Array.from({ length: 60 }, (_, n) => signIn(port, "peace", wrong(unique("flood"), n), "127.0.0.5")));
  const [busy, floodSignIn] = await Promise.all([livenessLatencies(20), timedSignIn("forum", "127.0.0.7")]);
  const floodAnswers = await flood;

  // 3. Streams: 50 from one member.
  const member = await entitledMember(port, server.dataDir, "writing", "127.0.0.8");
  const before = server.rssMiB();
  const streams = Array.from({ length: 50 }, () => openChatStream(port, "writing", member.cookie));
  const statuses = await Promise.all(streams.map((stream) => stream.status));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const held = server.rssMiB();
  for (const stream of streams) stream.close();

  console.log("\n100 parallel wrong sign-ins for one name (limit 5)\n");
  console.log(table([{ "password checks": checks, "429 with Retry-After": refused, other: 100 - checks - refused }]));
  console.log("\n/api/health/live and a member's sign-in, quiet and while 60 wrong sign-ins arrive at once\n");
  console.log(
    table([
      { moment: "quiet", "live p50 ms": percentile(quiet, 0.5).toFixed(1), "live max ms": Math.max(...quiet).toFixed(1), "sign-in ms": quietSignIn.ms.toFixed(0), status: quietSignIn.status },
      { moment: "flood", "live p50 ms": percentile(busy, 0.5).toFixed(1), "live max ms": Math.max(...busy).toFixed(1), "sign-in ms": floodSignIn.ms.toFixed(0), status: floodSignIn.status },
    ]),
  );
  const floodCounts = new Map();
  for (const { status } of floodAnswers) floodCounts.set(status, (floodCounts.get(status) ?? 0) + 1);
  console.log(`the flood's answers: ${[...floodCounts].map(([status, count]) => `${count} × ${status}`).join(", ")}`);
  console.log("\n50 chat streams of one member (limit 5)\n");
  console.log(
    table([
      {
        open: statuses.filter((status) => status === 200).length,
        "refused 429": statuses.filter((status) => status === 429).length,
        "RSS before MiB": before.toFixed(1),
        "RSS with streams MiB": held.toFixed(1),
      },
    ]),
  );
} finally {
  await server.stop();
}
