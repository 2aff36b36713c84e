// Resident memory of the Node server (started with the options of `npm start`): after start,
// after 10,000 requests, and during a bounded soak at 50 connections, with the failed requests.
// Usage: npm run build && node --import tsx bench/memory.mjs   (SOAK_SECONDS=60)
import { load, table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";
import { startPageRequests } from "./lib/start-pages.mjs";

const soakSeconds = Number(process.env.SOAK_SECONDS ?? 60);
const port = 3410;
const requests = startPageRequests(port);

const server = await startServer({ port });
const rows = [];
try {
  rows.push({ moment: "after start", "RSS MiB": server.rssMiB().toFixed(1), requests: 0, failed: 0 });
  const warm = await load({ port, host: `forum.localhost:${port}`, requests, amount: 10_000 });
  // The 404 answers on purpose; count only real failures.
  const notFound = Math.round(warm.total / requests.length);
  rows.push({ moment: "after 10,000 requests", "RSS MiB": server.rssMiB().toFixed(1), requests: warm.total, failed: Math.max(0, warm.failed - notFound) });

  const samples = [];
  const sampler = setInterval(() => samples.push(server.rssMiB()), 5_000);
  const soak = await load({ port, host: `forum.localhost:${port}`, requests: requests.slice(0, -1), duration: soakSeconds });
  clearInterval(sampler);
  samples.push(server.rssMiB());
  rows.push({ moment: `after a ${soakSeconds} s soak at 50 connections`, "RSS MiB": samples.at(-1).toFixed(1), requests: soak.total, failed: soak.failed });

  const firstHalf = samples.slice(0, Math.ceil(samples.length / 2));
  const secondHalf = samples.slice(Math.ceil(samples.length / 2));
  const peak = (list) => Math.max(...list).toFixed(1);
  console.log(`\nMemory of the standalone server (pid ${server.pid})\n`);
  console.log(table(rows));
  console.log(`\nRSS samples during the soak (every 5 s, MiB): ${samples.map((sample) => sample.toFixed(0)).join(" ")}`);
  console.log(`peak in the first half ${peak(firstHalf)} MiB, in the second half ${peak(secondHalf)} MiB`);
} finally {
  await server.stop();
}
