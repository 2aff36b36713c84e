// Starts the built standalone server (npm run build first) in its own process group.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { get } from "./http.mjs";

export async function startServer({ port, env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), PUBLIC_PORT: String(port), DATA_DIR: dataDir, LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let exited = null;
  child.once("exit", (code) => {
    exited = code;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with code ${exited} (build with the same SITE_HOSTS_* you run with)`);
    try {
      const response = await get({ port, host: `forum.localhost:${port}`, path: "/robots.txt" });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid,
    dataDir,
    /** Resident set size in MiB, read from /proc. */
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kib / 1024;
    },
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}
