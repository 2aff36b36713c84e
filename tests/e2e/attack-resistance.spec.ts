/**
 * Attacks on the built server, each against its own standalone server of the build (its own data
 * folder, so locks and counters never reach the other tests). Clients come from different
 * addresses: 127.0.0.x (loopback, limited per name and address but not per address) and this
 * machine's own network address (limited per address too).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { E2E_PORT, siteUrl } from "./server-env";
import { signInShared } from "./support/auth";
import { addressSource, call, entitledMember, networkAddress, openChatStream, setEntitlement, sharedCredentials, signIn, signInFlood } from "./support/http-client";
import { rawGet, rawRequest } from "./support/raw-http";
import { startExampleNginx } from "./support/example-nginx";
import { spawnServer, waitUntilReady, type SpawnedServer } from "./support/spawn-server";
import { menuEntry } from "./support/menu";

test.describe.configure({ mode: "serial" });
test.beforeEach(() => {
  test.slow();
});

const wrong = (userName: string, n = 0) => ({ userName, password: `wrong-password-${n}` });
const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
const rssMiB = (pid: number | undefined) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;

async function startedServer(port: number, env: Record<string, string> = {}): Promise<SpawnedServer> {
  const server = spawnServer(port, env);
  await waitUntilReady(server);
  return server;
}

async function stop(server: SpawnedServer | undefined) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

/** A server of its own for the tests of one describe block. */
function serverPerBlock(port: number, env: Record<string, string> = {}): { server: SpawnedServer } {
  const holder = {} as { server: SpawnedServer };
  test.beforeAll(async () => {
    holder.server = await startedServer(port, env);
  });
  test.afterAll(() => stop(holder.server));
  return holder;
}

test.describe("sign-in limits", () => {
  const block = serverPerBlock(E2E_PORT + 60);

  test("without TRUST_PROXY the address is the socket's: rotating or local-looking X-Forwarded-For buys no guesses", async () => {
    const { server } = block;
    expect(networkAddress, "this machine needs a network address besides loopback").toBeDefined();
    const from = networkAddress as string;
    const forged = (n: number) => ({ "x-forwarded-for": n % 2 ? `198.51.100.${n}` : "127.0.0.1" });
    for (let n = 1; n <= 20; n += 1) {
      const response = await call(server.port, { method: "POST", path: "/api/login", site: "forum", body: wrong(uniqueName("spray"), n), from, headers: forged(n) });
      expect(response.status, `attempt ${n}`).toBe(401);
    }
    for (const n of [21, 22]) {
      const blocked = await call(server.port, { method: "POST", path: "/api/login", site: "forum", body: wrong(uniqueName("spray"), n), from, headers: forged(n) });
      expect(blocked.status, `attempt ${n}`).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  test("100 parallel wrong sign-ins for one name: at most 5 password checks, the rest 429 with Retry-After", async () => {
    const { server } = block;
    const userName = uniqueName("parallel");
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => signIn(server.port, "political", wrong(userName, n), "127.0.0.4")));
    const checked = answers.filter((answer) => answer.status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(`100 parallel wrong sign-ins: ${checked} password checks, ${refused.length} × 429`);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5);
    expect(refused).toHaveLength(100 - checked);
    expect(refused.every((answer) => Number(answer.headers["retry-after"]) > 0)).toBe(true);
  });

  test("while 60 wrong sign-ins arrive at once, liveness answers at once and a member elsewhere signs in within 2 s", async () => {
    const { server } = block;
    const flood = Promise.all(Array.from({ length: 60 }, (_, n) => signIn(server.port, "peace", wrong(uniqueName("flood"), n), "127.0.0.5")));
    const latencies: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const started = performance.now();
      const live = await call(server.port, { path: "/api/health/live", site: "peace" });
      latencies.push(performance.now() - started);
      expect(live.status).toBe(200);
    }
    const started = performance.now();
    const member = await signIn(server.port, "vault", sharedCredentials("vault"), "127.0.0.6");
    const signInMs = performance.now() - started;
    await flood;
    latencies.sort((a, b) => a - b);
    console.log(`under the flood: liveness median ${latencies[5]?.toFixed(0)} ms, slowest ${latencies[9]?.toFixed(0)} ms; sign-in ${signInMs.toFixed(0)} ms`);
    expect(member.status).toBe(200);
    expect(signInMs).toBeLessThan(2000);
    expect(latencies[5]).toBeLessThan(100);
  });

  test("a stranger's wrong passwords lock only the stranger out; the member signs in; auth:unlock lifts the lock", async () => {
    const { server } = block;
    const { userName } = sharedCredentials("forum");
    // The member's browser has signed in before: it holds the device cookie.
    const { device } = await signIn(server.port, "forum", sharedCredentials("forum"), "127.0.0.8");
    expect(device).toBeTruthy();
    for (let n = 1; n <= 5; n += 1) expect((await signIn(server.port, "forum", wrong(userName, n), "127.0.0.7")).status).toBe(401);
    const locked = await signIn(server.port, "forum", sharedCredentials("forum"), "127.0.0.7");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    const member = await call(server.port, { method: "POST", path: "/api/login", site: "forum", body: sharedCredentials("forum"), device, from: "127.0.0.8" });
    expect(member.status).toBe(200);
    const output = execFileSync("npm", ["run", "-s", "auth:unlock", "--", "--site", "forum", "--user", userName], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: "utf8",
    });
    expect(output).toContain("sign-in is open again");
    expect((await signIn(server.port, "forum", sharedCredentials("forum"), "127.0.0.7")).status).toBe(200);
  });

  test("registrations are counted per shared account: signing in again does not start afresh", async () => {
    const { server } = block;
    const register = (cookie: string | undefined) => {
      const userName = uniqueName("reg");
      return call(server.port, { method: "POST", path: "/api/register", site: "syma", cookie, body: { email: `${userName}@example.test`, userName }, from: "127.0.0.9" });
    };
    const first = await signIn(server.port, "syma", sharedCredentials("syma"), "127.0.0.9");
    for (let n = 1; n <= 5; n += 1) expect((await register(first.cookie)).status, `registration ${n}`).toBe(201);
    expect((await register(first.cookie)).status).toBe(429);
    const again = await signIn(server.port, "syma", sharedCredentials("syma"), "127.0.0.10");
    expect(again.status).toBe(200);
    const refused = await register(again.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
  });

  test("slow headers are cut off at 20 s and a slow request body at 30 s, as the README promises", async () => {
    const { server } = block;
    test.setTimeout(120_000);
    const host = `forum.localhost:${server.port}`;
    /** Sends `head` and then nothing more; when the server closes, and its answer. */
    const stall = (head: string) =>
      new Promise<{ seconds: number; answer: string }>((resolve) => {
        const started = Date.now();
        const socket = connect(server.port, "127.0.0.1");
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
        socket.on("close", () => resolve({ seconds: (Date.now() - started) / 1000, answer }));
        setTimeout(() => (socket.destroy(), resolve({ seconds: Number.POSITIVE_INFINITY, answer })), 75_000);
        socket.write(head);
      });
    const [headers, body] = await Promise.all([
      // Half a header line, then nothing.
      stall(["GET /en HTTP/1.1", `Host: ${host}`, "Accept: text/ht"].join("\r\n")),
      // Headers complete, 11 of 100 announced body bytes, then nothing more.
      stall(["POST /api/login HTTP/1.1", `Host: ${host}`, `Origin: http://${host}`, "Content-Type: application/json", "Content-Length: 100", "", '{"userName"'].join("\r\n")),
    ]);
    console.log(`slow headers were cut off after ${headers.seconds.toFixed(1)} s, a slow body after ${body.seconds.toFixed(1)} s`);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(headers.seconds).toBeGreaterThanOrEqual(19.5);
    expect(headers.seconds).toBeLessThan(21);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.seconds).toBeGreaterThanOrEqual(29.5);
    expect(body.seconds).toBeLessThan(31);
  });
});

test.describe("behind a trusted proxy", () => {
  const block = serverPerBlock(E2E_PORT + 61, { TRUST_PROXY: "true" });

  test("only the entry the proxy appended counts, whatever the client put before it", async () => {
    const { server } = block;
    const proxySaw = "203.0.113.50";
    for (let n = 1; n <= 20; n += 1) {
      const forwarded = { "x-forwarded-for": `127.0.0.1, 198.51.100.${n}, ${proxySaw}` };
      const response = await call(server.port, { method: "POST", path: "/api/login", site: "forum", body: wrong(uniqueName("proxied"), n), headers: forwarded });
      expect(response.status, `attempt ${n}`).toBe(401);
    }
    const blocked = await call(server.port, { method: "POST", path: "/api/login", site: "forum", body: wrong(uniqueName("proxied")), headers: { "x-forwarded-for": `10.0.0.1, ${proxySaw}` } });
    expect(blocked.status).toBe(429);
    const other = await call(server.port, { method: "POST", path: "/api/login", site: "forum", body: sharedCredentials("forum"), headers: { "x-forwarded-for": `${proxySaw}, 203.0.113.51` } });
    expect(other.status).toBe(200);
  });

  test("HSTS when the trusted proxy says https", async () => {
    const { server } = block;
    const secure = await call(server.port, { path: "/en", site: "forum", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

test.describe("known devices: strangers cannot keep members out", () => {
  // Behind a trusted proxy every request may name its own client address (X-Forwarded-For), so
  // a stranger can come from ever new addresses, as a botnet would.
  const block = serverPerBlock(E2E_PORT + 64, { TRUST_PROXY: "true" });
  const newAddress = addressSource();
  const attempt = (site: string, body: object, address: string, device?: string) =>
    call(block.server.port, { method: "POST", path: "/api/login", site, body, device, headers: { "x-forwarded-for": address } });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const codeOf = (reply: { text: string }) => (JSON.parse(reply.text) as { code?: string }).code;
  const figures = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
  };

  test("100 parallel wrong sign-ins for one name from 100 addresses: 5 password checks and no more than the slow-down earns in the time, the rest 429", async () => {
    const userName = uniqueName("spread");
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => attempt("political", wrong(userName, n), newAddress())));
    const burstMs = performance.now() - started;
    const checked = answers.filter((answer) => answer.status === 401).length;
    const refused = answers.filter((answer) => answer.status === 429);
    // Five checks are free; each further one waits for the answer before it and then 1 s, 2 s, 4 s…
    // A burst the server reads within a second gets the five only; a loaded server that takes
    // longer to read the hundred may owe one more check per doubling of the time it took, never more.
    const earnedByTime = Math.floor(Math.log2(burstMs / 1000 + 1));
    console.log(`100 parallel wrong sign-ins from 100 addresses in ${burstMs.toFixed(0)} ms: ${checked} password checks, ${refused.length} × 429`);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(5 + earnedByTime);
    expect(refused).toHaveLength(100 - checked);
    expect(refused.every((answer) => Number(answer.headers["retry-after"]) > 0)).toBe(true);
  });

  test("a stranger guessing every 2 s from ever new addresses: the member's known browser signs in at once each time, a new or forged one is slowed", async () => {
    const { userName, password } = sharedCredentials("forum");
    const member = await attempt("forum", { userName, password }, "203.0.113.10");
    expect(member.status).toBe(200);
    let device = member.device;
    expect(device, "a successful sign-in sets the device cookie").toBeTruthy();
    const otherSite = (await attempt("vault", sharedCredentials("vault"), "203.0.113.10")).device ?? "";
    for (let n = 1; n <= 5; n += 1) expect((await attempt("forum", wrong(userName, n), newAddress())).status, `free guess ${n}`).toBe(401);

    const memberTimes: number[] = [];
    let strangerChecks = 0;
    for (let round = 0; round < 8; round += 1) {
      const roundStarted = performance.now();
      const guess = await attempt("forum", wrong(userName, 10 + round), newAddress());
      expect([401, 429], `the stranger's guess in round ${round}`).toContain(guess.status);
      if (guess.status === 401) {
        strangerChecks += 1;
        // Right after a checked guess the name's next slot is 2 s or more away: every browser the
        // name does not know waits, whatever device cookie it shows.
        const tampered = `${device?.slice(0, -3)}${device?.at(-3) === "A" ? "B" : "A"}${device?.slice(-2)}`;
        for (const [kind, cookie] of [["new", undefined], ["tampered", tampered], ["other site's", otherSite], ["garbage", "not-a-device-cookie"]] as const) {
          const refused = await attempt("forum", { userName, password }, newAddress(), cookie);
          expect(refused.status, `${kind} browser in round ${round}`).toBe(429);
          expect(codeOf(refused)).toBe("rateLimited");
        }
      }
      const started = performance.now();
      const known = await attempt("forum", { userName, password }, "203.0.113.10", device);
      memberTimes.push(performance.now() - started);
      expect(known.status, `the member in round ${round}`).toBe(200);
      device = known.device ?? device;
      await sleep(Math.max(0, 2000 - (performance.now() - roundStarted)));
    }
    const { p50, max } = figures(memberTimes);
    console.log(`a stranger's guess every 2 s: ${strangerChecks} of 8 checked; the known browser signed in 8 of 8 times, p50 ${p50.toFixed(0)} ms, max ${max.toFixed(0)} ms`);
    expect(strangerChecks).toBeGreaterThanOrEqual(2);
    expect(max).toBeLessThan(2000);
  });

  test("a personal account's known browser passes a stranger's guesses too", async () => {
    const { server } = block;
    const account = await entitledMember(server.port, server.dataDir, "peace", undefined);
    const personal = { userName: account.userName, email: account.email, password: account.password };
    for (let n = 1; n <= 5; n += 1) expect((await attempt("peace", { ...personal, password: `wrong-${n}` }, newAddress())).status).toBe(401);
    await sleep(1100);
    expect((await attempt("peace", { ...personal, password: "wrong-6" }, newAddress())).status).toBe(401);
    const stranger = await attempt("peace", personal, newAddress());
    expect(stranger.status).toBe(429);
    expect((await attempt("peace", personal, newAddress(), account.device)).status).toBe(200);
  });

  test("while 50 clients flood sign-in from rotating addresses, a known browser signs in without waiting and the flood gets 429 at once", async () => {
    const member = await attempt("vault", sharedCredentials("vault"), "203.0.113.20");
    expect(member.status).toBe(200);
    let device = member.device;
    const flooding = signInFlood(block.server.port, { site: "peace", clients: 50, nextAddress: newAddress });
    await sleep(1500);
    const memberTimes: number[] = [];
    const liveTimes: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      let started = performance.now();
      const known = await attempt("vault", sharedCredentials("vault"), "203.0.113.20", device);
      memberTimes.push(performance.now() - started);
      expect(known.status, `the member in round ${round}: ${known.text}`).toBe(200);
      device = known.device ?? device;
      started = performance.now();
      expect((await call(block.server.port, { path: "/api/health/live", site: "peace" })).status).toBe(200);
      liveTimes.push(performance.now() - started);
      await sleep(300);
    }
    const flood = await flooding.stop();
    const busy = flood.filter((answer) => answer.status === 429);
    const signIns = figures(memberTimes);
    const live = figures(liveTimes);
    const refusals = figures(busy.map((answer) => answer.ms));
    const checked = figures(flood.filter((answer) => answer.status === 401).map((answer) => answer.ms));
    console.log(
      `50 flooding clients (${flood.length} requests: ${flood.filter((answer) => answer.status === 401).length} × 401, ${busy.length} × 429): ` +
        `known browser p50 ${signIns.p50.toFixed(0)} ms, max ${signIns.max.toFixed(0)} ms; liveness p50 ${live.p50.toFixed(0)} ms; ` +
        `the flood's 429 p50 ${refusals.p50.toFixed(0)} ms, max ${refusals.max.toFixed(0)} ms; its checked guesses p50 ${checked.p50.toFixed(0)} ms`,
    );
    expect(flood.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    expect(busy.length).toBeGreaterThan(flood.length / 2);
    // Queued behind the flood's checks a member would wait as long as the flood's checked guesses do
    // (12 waiting checks of ~150 ms, and up to 5 s); beside them it waits only for its own check and
    // the busy event loop. Both are measured in this run, so a loaded machine slows both sides alike
    // (alone: ~520 ms against ~2,300 ms; with a busy core beside it: ~1,200 ms against ~2,500 ms).
    // A refusal waits for no check at all. How fast either is in absolute terms is a speed target
    // that depends on the machine: bench/hardening.mjs (PARTS=flood) holds those ceilings.
    expect(checked.p50, "the flood had guesses checked").toBeGreaterThan(0);
    expect(signIns.p50).toBeLessThan(checked.p50 * 0.75);
    expect(refusals.p50).toBeLessThan(checked.p50);
  });
});

test.describe("chat streams", () => {
  const block = serverPerBlock(E2E_PORT + 62);

  test("revocation and log-out close an open stream within one heartbeat", async () => {
    const { server } = block;
    const revoked = await entitledMember(server.port, server.dataDir, "vault", "127.0.0.11");
    const stream = openChatStream(server.port, "vault", revoked.cookie);
    expect(await stream.status).toBe(200);
    await setEntitlement(server.dataDir, "vault", revoked.userName, false);
    const revokedAt = Date.now();
    const ended = await Promise.race([stream.endedAt, new Promise<number>((resolve) => setTimeout(() => resolve(0), 12_000))]);
    stream.close();
    expect(ended, "the stream is still open 12 s after auth:revoke").toBeGreaterThan(0);
    expect(ended - revokedAt).toBeLessThan(8000);

    const leaving = await entitledMember(server.port, server.dataDir, "vault", "127.0.0.12");
    const second = openChatStream(server.port, "vault", leaving.cookie);
    expect(await second.status).toBe(200);
    expect((await call(server.port, { method: "POST", path: "/api/logout", site: "vault", cookie: leaving.cookie, body: {} })).status).toBe(200);
    const loggedOutAt = Date.now();
    const secondEnded = await Promise.race([second.endedAt, new Promise<number>((resolve) => setTimeout(() => resolve(0), 12_000))]);
    second.close();
    expect(secondEnded, "the stream is still open 12 s after log-out").toBeGreaterThan(0);
    expect(secondEnded - loggedOutAt).toBeLessThan(8000);
  });

  test("50 streams of one member: 5 open, the rest refused with 429; memory stays bounded", async () => {
    const { server } = block;
    const member = await entitledMember(server.port, server.dataDir, "peace", "127.0.0.13");
    const before = rssMiB(server.child.pid);
    const streams = Array.from({ length: 50 }, () => openChatStream(server.port, "peace", member.cookie));
    const statuses = await Promise.all(streams.map((stream) => stream.status));
    const after = rssMiB(server.child.pid);
    console.log(`50 streams of one member: ${statuses.filter((s) => s === 200).length} open; RSS ${before.toFixed(1)} → ${after.toFixed(1)} MiB`);
    for (const stream of streams) stream.close();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    expect(after - before).toBeLessThan(64);
  });
});

test("SIGTERM with an open chat stream: readiness 503 during the drain, the stream ends, exit code 0 within 3 s", async () => {
  const server = await startedServer(E2E_PORT + 10);
  try {
    const member = await entitledMember(server.port, server.dataDir, "writing", "127.0.0.14");
    const stream = openChatStream(server.port, "writing", member.cookie);
    expect(await stream.status).toBe(200);
    expect((await call(server.port, { path: "/api/health", site: "writing" })).status).toBe(200);
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const draining = await call(server.port, { path: "/api/health", site: "writing" });
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.text)).toMatchObject({ status: "not ready", checks: { shutdown: "in progress" } });
    const code = await server.exited;
    const exitedAfter = Date.now() - signalledAt;
    expect(await stream.endedAt).toBeLessThanOrEqual(Date.now());
    console.log(`SIGTERM with an open stream: exit code ${code} after ${exitedAfter} ms`);
    expect(code).toBe(0);
    expect(exitedAfter).toBeLessThan(3000);
  } finally {
    await stop(server);
  }
});

test.describe("bad input that reached a 500", () => {
  test("a Host port out of range gets 400 with an empty body on every kind of route", async () => {
    for (const path of ["/en", "/en/login", "/en/dashboard", "/api/health", "/api/no-such"]) {
      const response = await rawGet(path, "forum.localhost:99999");
      expect(response.status, path).toBe(400);
      expect(response.body, path).toBe("");
    }
    const post = await rawRequest(["POST /api/login HTTP/1.1", "Host: forum.localhost:99999", "Content-Type: application/json", "Content-Length: 2"].join("\r\n"), "{}");
    expect(post.status).toBe(400);
  });

  test("TRACE gets 405", async () => {
    for (const path of ["/en", "/api/login"]) {
      const response = await rawRequest([`TRACE ${path} HTTP/1.1`, `Host: forum.localhost:${E2E_PORT}`].join("\r\n"));
      expect(response.status, path).toBe(405);
    }
  });

  test("without TRUST_PROXY a client's own X-Forwarded-Proto: https gets no HSTS", async () => {
    const response = await call(E2E_PORT, { path: "/en", site: "forum", headers: { "x-forwarded-proto": "https" } });
    expect(response.status).toBe(200);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

test.describe("signing out through a plain link", () => {
  test("a link from another site does not sign the member out; the page's button does", async ({ page }) => {
    await signInShared(page, "forum");
    await page.goto(siteUrl("vault", "/en"));
    await page.evaluate((target) => {
      window.location.href = target;
    }, siteUrl("forum", "/en/log_out"));
    await expect(page).toHaveURL(siteUrl("forum", "/en/log_out"));
    const button = page.locator("main article button");
    await expect(button).toBeVisible();
    const status = () =>
      page.evaluate(() => fetch("/api/check-auth-status", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).then((response) => response.status));
    expect(await status()).toBe(200);
    await button.click();
    await expect(page.locator("main [role=status]")).toContainText("You are signed out.");
    expect(await status()).toBe(401);
  });

  test("the menu's own link signs out at once", async ({ page }) => {
    await signInShared(page, "forum");
    await (await menuEntry(page, "/en/log_out")).click();
    await expect(page.locator("main [role=status]")).toContainText("You are signed out.");
    await expect(page.locator("main article button")).toHaveCount(0);
  });
});

test("the example nginx serves public pages from its cache to a browser that carries only the device cookie", async () => {
  const nginx = await startExampleNginx(E2E_PORT + 65, E2E_PORT);
  try {
    const page = (cookie?: string) => call(E2E_PORT + 65, { path: "/en/2024", site: "forum", headers: cookie ? { cookie } : {} });
    expect((await page()).status).toBe(200);
    const cacheStatus = async (cookie?: string) => (await page(cookie)).headers["x-cache-status"];
    // Served from the cache: fresh, or after a second (s-maxage) confirmed by a 304 or handed out while nginx asks.
    const fromCache = /^(HIT|REVALIDATED|STALE|UPDATING)$/;
    expect(await cacheStatus()).toMatch(fromCache);
    expect(await cacheStatus("device=eyJhbGciOiJIUzI1NiJ9.eyJkaWQiOiJ4In0.c2lnbmF0dXJl")).toMatch(fromCache);
    expect(await cacheStatus("session=sealed; device=eyJhbGciOiJIUzI1NiJ9.eyJkaWQiOiJ4In0.c2lnbmF0dXJl")).toBe("BYPASS");
    expect(await cacheStatus("device=x; other=1")).toBe("BYPASS");
  } finally {
    await nginx.stop();
  }
});

test("the example nginx refuses a burst of sign-in and registration requests with 429 before Node sees them", async () => {
  const nginx = await startExampleNginx(E2E_PORT + 63, E2E_PORT);
  try {
    const statuses: number[] = [];
    for (let n = 0; n < 9; n += 1) {
      // Without a session the server answers 401 at once: no password check is spent here.
      const response = await call(E2E_PORT + 63, { method: "POST", path: "/api/register", site: "forum", body: { email: "x@example.test", userName: "someone" } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429]);
  } finally {
    await nginx.stop();
  }
});
