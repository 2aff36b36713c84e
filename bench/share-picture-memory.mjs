// Resident memory of the server (started with the options of `npm start`) while it draws share
// pictures anew: each round an editor publishes every site's English description and each site's
// /share-picture is fetched until its pixels change; RSS before the first drawing, after the first
// round, every 10 rounds, 10 s after the last, and the peak (sampled every 250 ms).
// Usage: build with the environment of tests/e2e/server-env.json (its shared logins and hosts),
// then `node --import tsx bench/share-picture-memory.mjs` (ROUNDS=30). Started from another checkout's folder
// (`node --import tsx <path>/bench/share-picture-memory.mjs`) it measures that checkout's build, for before/after.
import { setTimeout as sleep } from "node:timers/promises";
import { databaseConfigOrExit } from "../lib/env/database.ts";
import { EVERY_SITE, setRole } from "../lib/db/operator.ts";
import { openDatabase } from "../lib/db/open.ts";
import { call, entitledMember } from "../tests/e2e/support/http-client.ts";
import { get } from "./lib/http.mjs";
import { table } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";
import { siteNames } from "./lib/start-pages.mjs";

const rounds = Number(process.env.ROUNDS ?? 30);
const port = 3412;
const EDITOR_SITE = "languages";
/** A drawing the server has not delivered within this time counts as failed. */
const REDRAW_TIMEOUT_MS = 30_000;

const server = await startServer({ port });
const sharePicture = async (site) => (await get({ port, host: `${site}.localhost:${port}`, path: "/share-picture" })).body;

async function editorOfEverySite() {
  const editor = await entitledMember(port, server.dataDir, EDITOR_SITE);
  const db = await openDatabase(databaseConfigOrExit({ DATA_DIR: server.dataDir }));
  try {
    await setRole(db, { site: EDITOR_SITE, userName: editor.userName, role: "editor", scope: EVERY_SITE, granted: true, now: Date.now() });
  } finally {
    await db.destroy();
  }
  return editor.cookie;
}

const rows = [];
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 250);
const record = (moment, extra = {}) => rows.push({ moment, "RSS MiB": server.rssMiB().toFixed(1), ...extra });
try {
  const cookie = await editorOfEverySite();
  const pixels = new Map();
  for (const site of siteNames) pixels.set(site, await sharePicture(site));
  record("after start, the build's pictures fetched");
  const versions = new Map();
  const drawingTimes = [];
  for (let round = 1; round <= rounds; round += 1) {
    const changes = siteNames.map((site) => ({ key: `sites.${site}.description`, locale: "en", value: `A description published for round ${round} of the share picture benchmark.`, baseVersion: versions.get(site) ?? null }));
    const answer = await call(port, { method: "POST", path: "/api/content/publish", site: EDITOR_SITE, cookie, body: { changes } });
    if (answer.status !== 201) throw new Error(`publish answered ${answer.status}: ${answer.text}`);
    for (const [index, { version }] of JSON.parse(answer.text).versions.entries()) versions.set(siteNames[index], version);
    for (const site of siteNames) {
      const started = Date.now();
      for (;;) {
        const body = await sharePicture(site);
        if (!body.equals(pixels.get(site))) {
          pixels.set(site, body);
          break;
        }
        if (Date.now() - started > REDRAW_TIMEOUT_MS) throw new Error(`${site}: no new picture within ${REDRAW_TIMEOUT_MS / 1000} s of round ${round}`);
        await sleep(50);
      }
      drawingTimes.push(Date.now() - started);
    }
    if (round === 1 || round % 10 === 0 || round === rounds) record(`after round ${round} (${round * siteNames.length} drawings)`);
  }
  await sleep(10_000);
  record("10 s after the last round");
  clearInterval(sampler);
  drawingTimes.sort((a, b) => a - b);
  console.log(`\nShare pictures drawn anew by the standalone server (pid ${server.pid}), ${rounds} rounds of ${siteNames.length} sites\n`);
  console.log(table(rows));
  console.log(`\npeak RSS ${peak.toFixed(1)} MiB; publish to new picture per site: median ${drawingTimes[Math.floor(drawingTimes.length / 2)]} ms, max ${drawingTimes.at(-1)} ms`);
} finally {
  clearInterval(sampler);
  await server.stop();
}
