import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { startEnvironment, startOptions } from "../../scripts/start-command.mjs";
import { spawnServer, waitUntilReady } from "./support/spawn-server";

// A budget, not a timing: resident memory does not depend on how busy the machine is.
const CEILING_MIB = 250;
const REQUESTS = 2_000;
const SITES = ["syma", "vault", "peace", "writing", "morpheme", "forum", "political", "languages", "lobby", "tax"];

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

/** GET with a Host header of our choosing (fetch does not allow one); resolves to the status. */
function statusOf(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode ?? 0));
    });
    req.once("error", reject);
    req.end();
  });
}

function residentMiB(pid: number): number {
  const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kib) / 1024;
}

test("the server stays under 250 MiB of resident memory after 2,000 requests to every site's start pages", async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const server = spawnServer(port, startEnvironment(), startOptions());
  try {
    await waitUntilReady(server, 60_000);
    const pages = SITES.flatMap((site) => ["en", "de", "ar", "ta"].map((locale) => ({ host: `${site}.localhost:${port}`, path: `/${locale}` })));
    const statuses: number[] = [];
    // Ten connections at a time, each taking the next page of the cycle.
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < REQUESTS) {
          const { host, path } = pages[next % pages.length] ?? { host: "", path: "/" };
          next += 1;
          statuses.push(await statusOf(port, host, path));
        }
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(REQUESTS);
    expect(residentMiB(server.child.pid ?? 0)).toBeLessThan(CEILING_MIB);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
});
