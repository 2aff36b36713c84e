/**
 * PostgreSQL for the end-to-end tests: the shared cluster of scripts/test.sh (TEST_DATABASE_URL),
 * in which each spec makes a database of its own, and throw-away clusters that a test may stop
 * and start (scripts/test-postgres.sh), so an outage never disturbs the shared one.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { test } from "@playwright/test";
import pg from "pg";

/**
 * TEST_DATABASE_URL, or: under CI=true a failure (the tests must run there), locally a skip
 * with the reason printed.
 */
export function postgresForTests(): string {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) return url;
  const reason = "TEST_DATABASE_URL is not set: start a cluster with eval \"$(bash scripts/test-postgres.sh start)\" (scripts/test.sh does so)";
  if (process.env.CI === "true") throw new Error(`${reason}; under CI=true PostgreSQL tests never skip`);
  console.log(`skipped: ${reason}`);
  test.skip(true, reason);
  return "";
}

/** A database of its own in the cluster at `url`, dropped by `drop()`. */
export async function freshDatabase(url: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await withClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: () => withClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function countRows(url: string, table: "chat_messages" | "accounts" | "sessions", where = "TRUE"): Promise<number> {
  return withClient(url, async (client) => Number((await client.query<{ count: string }>(`SELECT COUNT(*) AS count FROM ${table} WHERE ${where}`)).rows[0]?.count));
}

/** The ids of a site's chat messages after `after`, in the table's order. */
export async function chatMessageIds(url: string, site: string, after = 0): Promise<number[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM chat_messages WHERE site = $1 AND id > $2 ORDER BY id", [site, after]);
    return rows.map((row) => Number(row.id));
  });
}

const pgBin = () => {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
};
const asOwner = (command: string, args: string[]) => (process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]) as [string, string[]];

/** A cluster of its own (scripts/test-postgres.sh), which the test may stop and start again on the same port. */
export interface ThrowawayCluster {
  readonly url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

export function throwawayCluster(): ThrowawayCluster {
  // Without colours: the script asks Node for a free port, and Playwright's FORCE_COLOR would paint the number.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "1" };
  delete env.FORCE_COLOR;
  const exports = execFileSync("bash", ["scripts/test-postgres.sh", "start"], { encoding: "utf8", env });
  const value = (name: string) => new RegExp(`export ${name}=(\\S+)`).exec(exports)?.[1] ?? "";
  const dir = value("TEST_POSTGRES_DIR");
  const url = value("TEST_DATABASE_URL");
  if (!dir || !url) throw new Error(`scripts/test-postgres.sh start printed no cluster:\n${exports}`);
  const port = new URL(url).port;
  const pgCtl = (args: string[]) => {
    const [command, full] = asOwner(`${pgBin()}/pg_ctl`, ["-D", `${dir}/data`, "-w", ...args]);
    const result = spawnSync(command, full, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`pg_ctl ${args.join(" ")}: ${result.stderr || result.stdout}`);
  };
  return {
    url,
    stop: () => pgCtl(["-m", "fast", "stop"]),
    // The options of scripts/test-postgres.sh: same port, socket folder and settings.
    start: () => pgCtl(["-l", `${dir}/log`, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, "start"]),
    remove: () => {
      spawnSync("bash", ["scripts/test-postgres.sh", "stop", dir], { stdio: "ignore" });
    },
  };
}
