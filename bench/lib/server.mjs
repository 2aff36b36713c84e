// Starts the built standalone server (npm run build first) in its own process group. Its public
// port is the one the build was made with (PUBLIC_PORT of the shell, else 3000), as start-up demands.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startEnvironment, startOptions } from "../../scripts/start-command.ts";
import { get } from "./http.mjs";

/** `cwd`: the checkout whose build is started (this one's by default), for side-by-side runs. */
export async function startServer({ port, env = {}, nodeArgs = [], cwd = process.cwd() }) {
  // A server left running on the port would answer in place of this build's (the new one fails
  // with EADDRINUSE), so every figure would silently be the old build's.
  if (await answers(port)) throw new Error(`port ${port} is already in use: stop the server listening there first`);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const child = spawn(process.execPath, [...startOptions(), ...nodeArgs, "scripts/start.mjs"], {
    env: { ...process.env, ...startEnvironment(), PORT: String(port), PUBLIC_PORT: process.env.PUBLIC_PORT ?? "3000", DATA_DIR: dataDir, LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    cwd,
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
    /** Sends a signal to the server process alone (e.g. SIGUSR2 for a heap snapshot). */
    signal(name) {
      process.kill(child.pid, name);
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

/** Whether something accepts connections on the port of 127.0.0.1. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
