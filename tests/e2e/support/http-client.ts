// Plain HTTP to a test server with any Host header, from a chosen local address (127.0.0.x, or
// this machine's own network address, so the server sees different clients), and the steps to a
// signed-in or entitled session through the API. The benchmarks use it too (bench/hardening.mjs).
import { readdirSync, readFileSync } from "node:fs";
import { request, type IncomingHttpHeaders } from "node:http";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { databaseConfigOrExit } from "../../../lib/env/database.ts";
import { openDatabase } from "../../../lib/db/open.ts";
import { setEntitled } from "../../../lib/db/operator.ts";

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  cookie?: string;
  device?: string;
}

export interface CallOptions {
  method?: string;
  path: string;
  site: string;
  body?: unknown;
  cookie?: string;
  device?: string;
  from?: string;
  headers?: Record<string, string>;
}

/**
 * What the operator does with `npm run auth:grant` / `auth:revoke`, on the test server's database:
 * PostgreSQL when DATABASE_URL is set for the run, else the SQLite file in `dataDir`.
 */
export async function setEntitlement(dataDir: string, site: string, userName: string, entitled: boolean, databaseUrl = process.env.DATABASE_URL): Promise<void> {
  const db = await openDatabase(databaseConfigOrExit({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }));
  try {
    if (!(await setEntitled(db, site, userName, entitled))) throw new Error(`No account ${userName} on ${site}`);
  } finally {
    await db.destroy();
  }
}

/** An address of this machine that is not loopback (the server counts it per address), if there is one. */
export const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

const cookieValue = (lines: readonly string[], name: string) => lines.map((line) => new RegExp(`^(?:__Host-)?${name}=([^;]*)`).exec(line)?.[1]).find(Boolean);

/**
 * One request. `cookie` is the session cookie to send, `device` the device cookie (plain http
 * names); the reply carries both as the server set them.
 */
export function call(port: number, { method = "GET", path, site, body, cookie, device, from, headers = {} }: CallOptions): Promise<Reply> {
  const host = `${site}.localhost:${port}`;
  const cookies = [cookie ? `session=${cookie}` : "", device ? `device=${device}` : ""].filter(Boolean).join("; ");
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const target = from && !from.startsWith("127.") ? from : "127.0.0.1";
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target,
        port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: {
          host,
          ...(payload ? { origin: `http://${host}`, "content-type": "application/json", "content-length": payload.length } : {}),
          ...(cookies ? { cookie: cookies } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const lines = res.headers["set-cookie"] ?? [];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, cookie: cookieValue(lines, "session"), device: cookieValue(lines, "device") });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

export const signIn = (port: number, site: string, credentials: { userName: string; email?: string; password: string }, from?: string) => call(port, { method: "POST", path: "/api/login", site, body: credentials, from });

/**
 * Addresses never used before, from 198.18.0.0/15 (the range for benchmarks): for a server with
 * TRUST_PROXY=true, where each request names its client in X-Forwarded-For.
 */
export function addressSource(): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `198.18.${Math.floor(count / 250) % 256}.${(count % 250) + 1}`;
  };
}

/**
 * `clients` loops, each sending wrong sign-ins for ever new names from ever new addresses (a
 * server with TRUST_PROXY=true) until `stop()`, which resolves to every answer's status and time.
 */
export function signInFlood(
  port: number,
  { site, clients = 50, nextAddress = addressSource() }: { site: string; clients?: number; nextAddress?: () => string },
): { stop(): Promise<{ status: number; ms: number }[]> } {
  let flooding = true;
  const answers: { status: number; ms: number }[] = [];
  const client = async (index: number) => {
    for (let n = 0; flooding; n += 1) {
      const started = performance.now();
      const body = { userName: `flood-${index}-${n}-${Math.random().toString(36).slice(2, 8)}`, password: `wrong-password-${n}` };
      const answer = await call(port, { method: "POST", path: "/api/login", site, body, headers: { "x-forwarded-for": nextAddress() } });
      answers.push({ status: answer.status, ms: performance.now() - started });
    }
  };
  const running = Array.from({ length: clients }, (_, index) => client(index));
  return {
    async stop() {
      flooding = false;
      await Promise.all(running);
      return answers;
    },
  };
}

/** The shared level of each site in tests/e2e/server-env.json (test values only). */
export const sharedCredentials = (site: string) => ({ userName: `${site}-members-e2e`, password: `e2e-${site}-shared-password` });

function initialPassword(dataDir: string, email: string): string {
  const outbox = join(dataDir, "outbox");
  for (const name of readdirSync(outbox).filter((file) => file.endsWith(".eml")).sort().reverse()) {
    const raw = readFileSync(join(outbox, name), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const encoded = /^Content-Transfer-Encoding: *base64/im.test(raw) ? Buffer.from(raw.slice(raw.search(/\r?\n\r?\n/)).replace(/\s+/g, ""), "base64").toString("utf8") : raw;
    const password = /^([A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){3})$/m.exec(encoded)?.[1];
    if (password) return password;
  }
  throw new Error(`no initial password for ${email} in ${outbox}`);
}

/**
 * A new personal account with `entitled` on a server whose data folder is `dataDir` (its mail
 * outbox; with PostgreSQL also `databaseUrl`), signed in: its session and device cookies.
 */
export async function entitledMember(
  port: number,
  dataDir: string,
  site: string,
  from?: string,
  databaseUrl = "",
): Promise<{ userName: string; email: string; password: string; cookie: string; device: string }> {
  const shared = await signIn(port, site, sharedCredentials(site), from);
  if (shared.status !== 200) throw new Error(`shared sign-in: ${shared.status} ${shared.text}`);
  const userName = `member-${Math.random().toString(36).slice(2, 10)}`;
  const email = `${userName}@example.test`;
  const registered = await call(port, { method: "POST", path: "/api/register", site, cookie: shared.cookie, body: { email, userName }, from });
  if (registered.status !== 201) throw new Error(`registration: ${registered.status} ${registered.text}`);
  await setEntitlement(dataDir, site, userName, true, databaseUrl);
  const password = initialPassword(dataDir, email);
  const personal = await signIn(port, site, { userName, email, password }, from);
  if (personal.status !== 200) throw new Error(`personal sign-in: ${personal.status} ${personal.text}`);
  return { userName, email, password, cookie: personal.cookie ?? "", device: personal.device ?? "" };
}

/** An open chat event stream: its status, what arrived so far, and when it ended. */
export interface ChatStream {
  status: Promise<number>;
  endedAt: Promise<number>;
  received(): string;
  close(): void;
}

export function openChatStream(port: number, site: string, cookie: string): ChatStream {
  let text = "";
  let markStatus: (status: number) => void = () => {};
  let markEnded: () => void = () => {};
  const status = new Promise<number>((resolve) => (markStatus = resolve));
  const endedAt = new Promise<number>((resolve) => (markEnded = () => resolve(Date.now())));
  const req = request({ host: "127.0.0.1", port, path: "/api/chat/stream", agent: false, headers: { host: `${site}.localhost:${port}`, cookie: `session=${cookie}` } });
  req.on("response", (res) => {
    markStatus(res.statusCode ?? 0);
    res.on("data", (chunk: Buffer) => (text += chunk));
    res.on("close", markEnded);
  });
  req.on("error", () => {
    markStatus(0);
    markEnded();
  });
  req.end();
  return { status, endedAt, received: () => text, close: () => req.destroy() };
}
