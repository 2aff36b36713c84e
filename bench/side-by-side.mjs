// Two or more builds on one page, measured in alternating rounds of the same sitting, so the
// machine's drift (a third over an hour on this VM) falls on every build alike: each checkout's
// standalone server is started on a port of its own, and each round loads every one in turn (the
// order reversed every other round). Prints each round's requests per second and the mean and
// median per build.
// Usage: node --import tsx bench/side-by-side.mjs DIR DIR...   (each a checkout with `npm run build` done, with
// this shell's PUBLIC_PORT; BENCH_PATH=/en/2024, BENCH_HOST=forum, ROUNDS=8, BENCH_SECONDS=6)
import { get } from "./lib/http.mjs";
import { load, median, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";

const checkouts = process.argv.slice(2);
if (checkouts.length < 2) {
  console.error("Name two or more checkouts with a build: node --import tsx bench/side-by-side.mjs ../before ../after");
  process.exit(1);
}
const path = process.env.BENCH_PATH ?? "/en/2024";
const site = process.env.BENCH_HOST ?? "forum";
const rounds = Number(process.env.ROUNDS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);

const servers = [];
try {
  for (const [index, cwd] of checkouts.entries()) {
    const port = 3450 + index;
    servers.push({ cwd, port, host: `${site}.localhost:${port}`, server: await startServer({ port, cwd }), rates: [] });
  }
  for (const entry of servers) {
    const answer = await get({ port: entry.port, host: entry.host, path });
    if (answer.status !== 200) throw new Error(`${entry.cwd}: ${path} answered ${answer.status}`);
    await load({ port: entry.port, host: entry.host, path, duration: 3 });
  }
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? servers : [...servers].reverse();
    for (const entry of order) {
      const result = await load({ port: entry.port, host: entry.host, path, duration: seconds });
      if (result.failed > 0) throw new Error(`${entry.cwd}: ${result.failed} requests failed`);
      entry.rates.push(Math.round(result.requestsPerSecond));
    }
  }
} finally {
  await Promise.all(servers.map((entry) => entry.server.stop()));
}

const first = servers[0];
const meanOf = (values) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
console.log(`\n${path} of ${site}, ${rounds} rounds of ${seconds} s, 50 connections\n`);
console.log(
  table(
    servers.map((entry) => ({
      checkout: entry.cwd,
      "req/s each round": entry.rates.join(" "),
      mean: meanOf(entry.rates),
      median: median(entry.rates),
      "vs first": `${(((meanOf(entry.rates) - meanOf(first.rates)) / meanOf(first.rates)) * 100).toFixed(1)} %`,
    })),
  ),
);
