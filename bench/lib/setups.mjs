// The three ways to run the server that the scale benchmarks compare, each started fresh:
//   sqlite      one process, SQLite in its own data folder (npm start)
//   postgres    one process on PostgreSQL
//   replicas    two processes on one PostgreSQL behind nginx (the example proxy configuration)
// PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL) of a cluster you run, else a throw-away
// cluster of scripts/test-postgres.sh for the run. Each setup gets a database of its own.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { hashPassword } from "../../lib/crypto/password-hash.ts";
import { call, sharedCredentials, signIn } from "../../tests/e2e/support/http-client.ts";
import { signedInMembers } from "../../tests/e2e/support/members.ts";
import { startNginx } from "./nginx.ts";
import { startServer } from "./server.mjs";

export const SITE = "forum";
const SHARED = sharedCredentials(SITE);

let cluster;

/** The PostgreSQL cluster of this run: the one named in the environment, or a throw-away one. */
function clusterUrl() {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (given) return given;
  if (!cluster) {
    const exports = execFileSync("bash", ["scripts/test-postgres.sh", "start"], { encoding: "utf8" });
    cluster = {
      dir: /TEST_POSTGRES_DIR=(\S+)/.exec(exports)?.[1],
      url: /TEST_DATABASE_URL=(\S+)/.exec(exports)?.[1],
    };
  }
  return cluster.url;
}

export function stopCluster() {
  if (cluster) execFileSync("bash", ["scripts/test-postgres.sh", "stop", cluster.dir]);
  cluster = undefined;
}

async function freshDatabase() {
  const url = clusterUrl();
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

/**
 * Starts one setup. `entry` is the port the load goes to (nginx for the replicas), `servers` the
 * Node processes; `host` the Host header of the forum (the first server's port, as the build's
 * canonical origin).
 */
export async function startSetup(kind, basePort, { nodeArgs = [] } = {}) {
  const sharedHash = await hashPassword(SHARED.password);
  // Both replicas answer for the same public origin: the build's PUBLIC_PORT when the shell has it, else basePort.
  const env = {
    SHARED_LOGIN_FORUM: `${SHARED.userName}:${sharedHash}`,
    SESSION_DURATION: "2h",
    TRUST_PROXY: kind === "replicas" ? "true" : "false",
    PUBLIC_PORT: process.env.PUBLIC_PORT ?? String(basePort),
  };
  if (kind !== "sqlite") Object.assign(env, { DATABASE_URL: await freshDatabase(), DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "5" });
  const count = kind === "replicas" ? 2 : 1;
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const port = basePort + index;
    servers.push({ ...(await startServer({ port, env, nodeArgs })), port });
  }
  let nginx;
  if (kind === "replicas") {
    nginx = await startNginx({ staticPort: basePort + 8, proxyPort: basePort + 9, upstreamPort: servers.map((server) => server.port), files: {} });
  }
  const databaseEnv = { DATA_DIR: servers[0].dataDir, DATABASE_URL: env.DATABASE_URL ?? "" };
  return {
    kind,
    servers,
    entry: nginx ? basePort + 9 : basePort,
    host: `${SITE}.localhost:${basePort}`,
    databaseEnv,
    async stop() {
      await nginx?.stop();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

/** `count` entitled members of the forum, signed in on the first server: their session cookies. */
export function entitledMembers(setup, count) {
  return signedInMembers({ port: setup.servers[0].port, site: SITE, databaseEnv: setup.databaseEnv, count });
}

/** The shared level's session cookie. */
export async function sharedCookie(setup) {
  const reply = await signIn(setup.servers[0].port, SITE, SHARED, "127.0.0.1");
  if (reply.status !== 200 || !reply.cookie) throw new Error(`shared sign-in answered ${reply.status}: ${reply.text}`);
  return reply.cookie;
}

export function postChat(port, host, cookie, body) {
  return call(port, { method: "POST", path: "/api/chat/messages", site: SITE, cookie, body: { body }, headers: { host, origin: `http://${host}` } });
}
