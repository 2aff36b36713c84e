/**
 * Two production servers of the build on different ports sharing one PostgreSQL (a database of
 * their own in the TEST_DATABASE_URL cluster): what one replica knows, the other knows.
 */
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { call, entitledMember, openChatStream, sharedCredentials, signIn, type Reply } from "./support/http-client";
import { openStream } from "./support/chat-stream";
import { chatMessageIds, countRows } from "./support/postgres";
import { startReplicas, type Replicas } from "./support/replicas";
import type { SpawnedServer } from "./support/spawn-server";

test.describe.configure({ mode: "serial" });

let replicas: Replicas | undefined;
let a: SpawnedServer;
let b: SpawnedServer;
let databaseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  replicas = await startReplicas(E2E_PORT + 90, "e2e_replicas");
  ({ a, b, databaseUrl } = replicas);
});

test.afterAll(async () => {
  await replicas?.stop();
});

const dashboard = (server: SpawnedServer, cookie: string) => call(server.port, { path: "/en/dashboard", site: "forum", cookie });
const post = (server: SpawnedServer, cookie: string, body: string) => call(server.port, { method: "POST", path: "/api/chat/messages", site: "forum", cookie, body: { body } });

test("a sign-in on A works on B; a log-out on B ends it on A too", async () => {
  const signedIn = await signIn(a.port, "forum", sharedCredentials("forum"), "127.0.0.1");
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.cookie as string;
  const onB = await dashboard(b, cookie);
  expect(onB.status).toBe(200);
  expect(onB.text).toContain('data-testid="dashboard-user"');
  // The overview is kept per access; the browser asks B whose session it is.
  const whoOnB = await call(b.port, { method: "POST", path: "/api/check-auth-status", site: "forum", cookie, body: {} });
  expect(JSON.parse(whoOnB.text)).toMatchObject({ isAuthenticated: true, user: { name: sharedCredentials("forum").userName } });
  const loggedOut = await call(b.port, { method: "POST", path: "/api/logout", site: "forum", cookie, body: {} });
  expect(loggedOut.status).toBe(200);
  const onA = await dashboard(a, cookie);
  expect(onA.status).toBe(307);
  expect(onA.headers.location).toBe("/en/login?next=%2Fdashboard");
});

test("a chat message posted on A reaches an open event stream on B within 1 s", async () => {
  const member = await entitledMember(a.port, a.dataDir, "forum", "127.0.0.1", databaseUrl);
  const stream = openChatStream(b.port, "forum", member.cookie);
  try {
    expect(await stream.status).toBe(200);
    await expect.poll(() => stream.received()).toContain("retry:");
    const body = `across replicas ${Date.now()}`;
    const posted = Date.now();
    expect((await post(a, member.cookie, body)).status).toBe(201);
    await expect.poll(() => stream.received(), { timeout: 1000, intervals: [20] }).toContain(body);
    console.log(`post on A → stream on B: ${Date.now() - posted} ms`);
  } finally {
    stream.close();
  }
});

test("wrong sign-ins spread over A and B reach the limit together: the sixth is refused with 429", async () => {
  const userName = `spread-${Date.now()}`;
  const statuses: number[] = [];
  for (let n = 1; n <= 6; n += 1) {
    const server = n % 2 ? a : b;
    statuses.push((await signIn(server.port, "vault", { userName, password: `wrong-${n}` }, "127.0.0.1")).status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

test("a browser known on A is known on B: a stranger's guesses on both slow only new browsers", async () => {
  const credentials = sharedCredentials("vault");
  const known = await signIn(a.port, "vault", credentials, "127.0.0.20");
  expect(known.status).toBe(200);
  const guess = (n: number) => signIn(n % 2 ? a.port : b.port, "vault", { userName: credentials.userName, password: `wrong-${n}` }, `127.0.0.${20 + n}`);
  for (let n = 1; n <= 5; n += 1) expect((await guess(n)).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await guess(6)).status).toBe(401);
  // The name's next slot for unknown browsers is 2 s away, on either replica.
  expect((await signIn(b.port, "vault", credentials, "127.0.0.30")).status).toBe(429);
  const again = await call(b.port, { method: "POST", path: "/api/login", site: "vault", body: credentials, device: known.device, from: "127.0.0.20" });
  expect(again.status).toBe(200);
});

test("SIGTERM to A under load: B keeps answering every request, every acknowledged message is stored, and a chat open on B shows each once, in order", async () => {
  test.setTimeout(120_000);
  const members = await Promise.all([1, 2].map(() => entitledMember(b.port, b.dataDir, "forum", "127.0.0.1", databaseUrl)));
  const viewer = (await signIn(b.port, "forum", sharedCredentials("forum"), "127.0.0.1")).cookie as string;
  const site = "site = 'forum'";
  const before = await countRows(databaseUrl, "chat_messages", site);
  const newestBefore = (await chatMessageIds(databaseUrl, "forum")).at(-1) ?? 0;
  const shownOnB: number[] = [];
  const chatOnB = await openStream({ port: b.port, host: `forum.localhost:${b.port}`, cookie: members[0]!.cookie, after: newestBefore, onMessage: (message) => void shownOnB.push(message.id) });
  const acknowledged: Reply[] = [];
  const onB: Reply[] = [];
  let running = true;
  // Posts alternate between A and B (each member within the chat's 20 a minute); B also serves pages meanwhile.
  const poster = async (member: { cookie: string }, index: number) => {
    for (let n = 0; running && n < 18; n += 1) {
      const server = n % 2 ? b : a;
      const reply = await post(server, member.cookie, `load ${index}-${n}`).catch(() => undefined);
      if (server === b) onB.push(reply ?? { status: 0, headers: {}, text: "no answer" });
      if (reply?.status === 201) acknowledged.push(reply);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const reader = async () => {
    while (running) onB.push(await dashboard(b, viewer).catch(() => ({ status: 0, headers: {}, text: "no answer" })));
  };
  const load = Promise.all([poster(members[0]!, 0), poster(members[1]!, 1), reader(), reader()]);
  await new Promise((resolve) => setTimeout(resolve, 800));
  a.child.kill("SIGTERM");
  expect(await a.exited).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  running = false;
  await load;
  const failedOnB = onB.filter((reply) => reply.status !== 200 && reply.status !== 201);
  expect(failedOnB.map((reply) => `${reply.status} ${reply.text.slice(0, 80)}`)).toEqual([]);
  expect(onB.length).toBeGreaterThan(10);
  expect(await countRows(databaseUrl, "chat_messages", site)).toBe(before + acknowledged.length);
  expect((await fetch(`http://127.0.0.1:${b.port}/api/health`)).status).toBe(200);
  const stored = await chatMessageIds(databaseUrl, "forum", newestBefore);
  await expect.poll(() => shownOnB.at(-1), { timeout: 5000 }).toBe(stored.at(-1));
  chatOnB.close();
  expect(shownOnB).toEqual(stored);
});
