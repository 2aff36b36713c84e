// The figures of the sign-in limits: how many password checks 100 parallel wrong sign-ins for one
// name cause, how fast /api/health/live and a member's sign-in answer while 60 wrong sign-ins
// arrive at once, how many streams one member gets and what memory they cost when opening 50;
// then, behind a trusted proxy (every request names its own address), a member's sign-in while
// 50 clients flood from rotating addresses and while a stranger guesses the member's name every
// 3 s from ever new addresses.
// Usage: npm run build (with the SITE_HOSTS_* of tests/e2e/server-env.json) && node --import tsx bench/hardening.mjs
// `PARTS=limits,flood,stranger` picks parts; `STRANGER_SECONDS` (90) and `FLOOD_SECONDS` (10) set
// their lengths. Run from another checkout's folder (`node <this file>`) it measures that build.
import serverEnv from "../tests/e2e/server-env.json" with { type: "json" };
import { addressSource, call, entitledMember, openChatStream, sharedCredentials, signIn, signInFlood } from "../tests/e2e/support/http-client.ts";
import { table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

const port = 3420;
// Ceilings of the many-address flood (PARTS=flood): the bench exits with 1 above them.
const FLOOD_SIGN_IN_MAX_MS = 3000;
const FLOOD_REFUSAL_P50_MS = 1000;
const parts = new Set((process.env.PARTS ?? "limits,flood,stranger").split(","));
const strangerSeconds = Number(process.env.STRANGER_SECONDS ?? 90);
const floodSeconds = Number(process.env.FLOOD_SECONDS ?? 10);
// The test configuration's hosts and shared logins; the data folder is the bench's own, the
// public port the build's (PUBLIC_PORT of the shell, as bench/lib/server.mjs passes it on).
const { DATA_DIR: _testDataDir, PUBLIC_PORT: _testPublicPort, ...testEnv } = serverEnv;
const serverEnvironment = { ...testEnv, LOG_FORMAT: "text" };
const unique = (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const wrong = (userName, n) => ({ userName, password: `wrong-password-${n}` });
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value) => (value === undefined ? "-" : value.toFixed(0));
const statusCounts = (answers) => {
  const counts = new Map();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status}`).join(", ");
};

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

async function limits() {
  const server = await startServer({ port, env: serverEnvironment });
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
    await sleep(2000);
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
    console.log(`the flood's answers: ${statusCounts(floodAnswers)}`);
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
}

// Behind a trusted proxy: each request names its client address in X-Forwarded-For.
const newAddress = addressSource();
const attempt = (site, body, address, device) => call(port, { method: "POST", path: "/api/login", site, body, device, headers: { "x-forwarded-for": address } });

/**
 * A member who signed in once from their usual browser and address (keeping the device cookie,
 * if the server sets one) and then signs in again and again, from that browser and from new
 * browsers at new addresses; each try is timed.
 */
async function signedInMember(site, usualAddress) {
  const first = await attempt(site, sharedCredentials(site), usualAddress);
  if (first.status !== 200) throw new Error(`the member's first sign-in: ${first.status} ${first.text}`);
  let device = first.device;
  const usual = [];
  const fresh = [];
  const timed = async (into, address, cookie) => {
    const started = performance.now();
    const answer = await attempt(site, sharedCredentials(site), address, cookie);
    into.push({ status: answer.status, ms: performance.now() - started });
    return answer;
  };
  return {
    async signInAsUsual() {
      device = (await timed(usual, usualAddress, device)).device ?? device;
    },
    signInOnNewBrowser: () => timed(fresh, newAddress(), undefined),
    /** The slowest sign-in from the usual browser so far, in ms (-Infinity before the first). */
    usualMax: () => Math.max(...usual.map((answer) => answer.ms)),
    rows: (moment) =>
      [
        ["usual browser", usual],
        ["new browser", fresh],
      ].map(([browser, answers]) => {
        const times = answers.map((answer) => answer.ms);
        return {
          moment,
          browser,
          "signed in": `${answers.filter((answer) => answer.status === 200).length} of ${answers.length}`,
          answers: statusCounts(answers),
          "p50 ms": ms(percentile(times, 0.5)),
          "max ms": ms(times.length ? Math.max(...times) : undefined),
        };
      }),
  };
}

async function manyAddressFlood() {
  const server = await startServer({ port, env: { ...serverEnvironment, TRUST_PROXY: "true" } });
  try {
    const member = await signedInMember("vault", "203.0.113.20");
    const quiet = await signedInMember("forum", "203.0.113.21");
    for (let n = 0; n < 5; n += 1) {
      await quiet.signInAsUsual();
      await quiet.signInOnNewBrowser();
    }
    const quietLive = await livenessLatencies(20);

    const flooding = signInFlood(port, { site: "peace", clients: 50, nextAddress: newAddress });
    await sleep(1500);
    const live = [];
    const until = performance.now() + floodSeconds * 1000;
    while (performance.now() < until) {
      await member.signInAsUsual();
      await member.signInOnNewBrowser();
      live.push(...(await livenessLatencies(1)));
      await sleep(250);
    }
    const flood = await flooding.stop();

    const refusals = flood.filter((answer) => answer.status === 429).map((answer) => answer.ms);
    console.log(`\nA member's sign-in while 50 clients send wrong sign-ins (new names) from rotating addresses, ${floodSeconds} s\n`);
    console.log(table([...quiet.rows("quiet"), ...member.rows("flood")]));
    console.log(`\n/api/health/live p50 ${percentile(quietLive, 0.5).toFixed(1)} ms quiet, ${percentile(live, 0.5).toFixed(1)} ms (max ${Math.max(...live).toFixed(0)} ms) during the flood`);
    console.log(`the flood: ${flood.length} requests, ${statusCounts(flood)}; its 429s answered in p50 ${ms(percentile(refusals, 0.5))} ms, max ${ms(refusals.length ? Math.max(...refusals) : undefined)} ms`);
    // The speed targets (tests/e2e/attack-resistance.spec.ts proves the behaviour, relative to the
    // flood's own checks, whatever the machine): the usual browser never waits 3 s, the flood's
    // refusals come within a second. Run alone: a busy machine fails them without a fault of ours.
    const overCeiling = [
      [`the usual browser's slowest sign-in ${ms(member.usualMax())} ms`, member.usualMax(), FLOOD_SIGN_IN_MAX_MS],
      [`the flood's 429 p50 ${ms(percentile(refusals, 0.5))} ms`, percentile(refusals, 0.5) ?? Infinity, FLOOD_REFUSAL_P50_MS],
    ].filter(([, value, ceiling]) => !(value < ceiling));
    for (const [figure, , ceiling] of overCeiling) console.error(`over the ceiling: ${figure} (at most ${ceiling} ms)`);
    if (overCeiling.length) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

async function stranger() {
  const server = await startServer({ port, env: { ...serverEnvironment, TRUST_PROXY: "true" } });
  try {
    const { userName } = sharedCredentials("forum");
    const member = await signedInMember("forum", "203.0.113.30");
    const guesses = [];
    const started = performance.now();
    // The stranger's guess at 0 s, 3 s, 6 s …; the member tries 1.5 s after each.
    for (let n = 0; n * 3 < strangerSeconds; n += 1) {
      await sleep(Math.max(0, started + n * 3000 - performance.now()));
      guesses.push(await attempt("forum", wrong(userName, n), newAddress()));
      await sleep(Math.max(0, started + n * 3000 + 1500 - performance.now()));
      await member.signInAsUsual();
      await member.signInOnNewBrowser();
    }
    console.log(`\nA member's sign-in while a stranger guesses the member's name every 3 s from ever new addresses, ${strangerSeconds} s\n`);
    console.log(table(member.rows("stranger")));
    console.log(`the stranger's guesses: ${statusCounts(guesses)}`);
  } finally {
    await server.stop();
  }
}

if (parts.has("limits")) await limits();
if (parts.has("flood")) await manyAddressFlood();
if (parts.has("stranger")) await stranger();
