// The bare Next.js page of bench/bare-next: built once with the project's own next (the same
// version), then served by `next start` on its own port, in its own process group.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { get } from "./http.mjs";

const dir = resolve("bench/bare-next");
const nextBin = resolve("node_modules/next/dist/bin/next");

/** The newest change to the bare app's sources, so a page added later gets built. */
function newestSource(path = dir) {
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === ".next" || entry.name === "node_modules") continue;
    const full = join(path, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export async function startBareNext({ port }) {
  const buildId = resolve(dir, ".next/BUILD_ID");
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < newestSource()) {
    const build = spawnSync(process.execPath, [nextBin, "build"], { cwd: dir, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    if (build.status !== 0) throw new Error("the bare Next.js page did not build");
  }
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, stdio: "ignore", detached: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await get({ port, host: `127.0.0.1:${port}`, path: "/" })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("the bare Next.js page did not start");
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
  }
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        return;
      }
      await new Promise((resolvePromise) => child.once("exit", resolvePromise));
    },
  };
}
