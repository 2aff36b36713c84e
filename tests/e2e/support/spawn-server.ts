import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eServerEnv } from "../server-env";

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * A second standalone server of the same build, for tests that stop or misconfigure it;
 * `nodeOptions` go to node itself (e.g. the heap limit of `npm start`).
 */
export function spawnServer(port: number, env: Record<string, string | undefined> = {}, nodeOptions: readonly string[] = []): SpawnedServer {
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-server-"));
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, ...e2eServerEnv, PORT: String(port), DATA_DIR: dataDir, ...env })) {
    if (value !== undefined) merged[key] = value;
  }
  const child = spawn(process.execPath, [...nodeOptions, "scripts/start.mjs"], { env: merged as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  child.stdout?.on("data", (chunk) => (text += chunk));
  child.stderr?.on("data", (chunk) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, dataDir, output: () => text, exited };
}

export async function waitUntilReady(server: SpawnedServer, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api/health/live`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready within ${timeoutMs} ms:\n${server.output()}`);
}
