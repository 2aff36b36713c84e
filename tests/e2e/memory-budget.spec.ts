import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { startEnvironment, startOptions } from "../../scripts/start-command";
import { call, openChatStream, type ChatStream } from "./support/http-client";
import { signedInMembers } from "./support/members";
import { spawnServer, waitUntilReady } from "./support/spawn-server";

// A budget, not a timing: resident memory does not depend on how busy the machine is.
const CEILING_MIB = 200;
const LOAD_SECONDS = 30;
const CONNECTIONS = 20;
const STREAMS = 5;
const MEMBERS = 30;
/** The chat takes 20 posts a minute from one member. */
const POSTS_PER_MEMBER = 18;
const SITE = "forum";
const SITES = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"];
const MEMBERS_PAGES = ["/en/dashboard", "/en/intern", "/en/protected", "/de/various", "/en/intern/chat"];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) / 1024;
}

test("under a mixed load of public pages, members' pages, chat posts and open streams the server stays under 200 MiB, during and after", async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  const server = spawnServer(port, startEnvironment(), startOptions());
  const streams: ChatStream[] = [];
  try {
    await waitUntilReady(server, 60_000);
    const pid = server.child.pid ?? 0;
    const members = await signedInMembers({ port, site: SITE, databaseEnv: { DATA_DIR: server.dataDir }, count: MEMBERS });
    for (const cookie of members.slice(0, STREAMS)) streams.push(openChatStream(port, SITE, cookie));
    expect(await Promise.all(streams.map((stream) => stream.status))).toEqual(Array(STREAMS).fill(200));

    const publicPages = SITES.flatMap((site) => ["en", "de", "ar", "ta"].map((locale) => ({ site, path: `/${locale}` })));
    const posts = new Map<string, number>();
    const statuses = new Map<string, number>();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 500);
    const end = Date.now() + LOAD_SECONDS * 1000;
    let turn = 0;
    // Each connection takes the next kind of request in turn: two public pages, a members' page, a post.
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const index = turn++;
          const member = members[index % MEMBERS] ?? "";
          let reply;
          if (index % 4 === 3 && (posts.get(member) ?? 0) < POSTS_PER_MEMBER) {
            posts.set(member, (posts.get(member) ?? 0) + 1);
            reply = await call(port, { method: "POST", path: "/api/chat/messages", site: SITE, cookie: member, body: { body: `soak message ${index}` } });
          } else if (index % 4 === 2) {
            reply = await call(port, { path: MEMBERS_PAGES[index % MEMBERS_PAGES.length] ?? "/en/dashboard", site: SITE, cookie: member });
          } else {
            const page = publicPages[index % publicPages.length] ?? { site: SITE, path: "/en" };
            reply = await call(port, { path: page.path, site: page.site });
          }
          statuses.set(String(reply.status), (statuses.get(String(reply.status)) ?? 0) + 1);
        }
      }),
    );
    clearInterval(sampler);
    peak = Math.max(peak, residentMiB(pid));
    // Every request answered as a member or visitor expects: pages 200, posts 201.
    expect(Object.fromEntries([...statuses].filter(([status]) => status !== "200" && status !== "201"))).toEqual({});
    expect((statuses.get("201") ?? 0) + (statuses.get("200") ?? 0)).toBeGreaterThan(500);
    expect(peak, `peak resident memory (MiB) under load`).toBeLessThan(CEILING_MIB);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(residentMiB(pid), "resident memory (MiB) 10 s after the load").toBeLessThan(CEILING_MIB);
  } finally {
    for (const stream of streams) stream.close();
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
