import { execFile } from "node:child_process";
import { createServer, type Server } from "node:net";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const pickPort = (env: Record<string, string>) => run(process.execPath, ["scripts/e2e-port.mjs"], { env: { ...process.env, ...env } });

let occupied: Server | undefined;
afterEach(() => {
  occupied?.close();
  occupied = undefined;
});

describe("the end-to-end tests' port (scripts/e2e-port.mjs)", () => {
  it("picks a free port when E2E_PORT is not set", async () => {
    const { stdout } = await pickPort({ E2E_PORT: "" });
    const port = Number(stdout.trim());
    expect(port).toBeGreaterThan(0);
    // The specs' own servers at +1 … +99 stay below the ephemeral ports of outgoing connections.
    expect(port + 99).toBeLessThan(32768);
    const probe = createServer();
    await new Promise<void>((resolve, reject) => probe.once("error", reject).listen(port, "0.0.0.0", resolve));
    probe.close();
  });

  it("stops at once, naming the port and the variable, when E2E_PORT is taken", async () => {
    const server = createServer();
    occupied = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const failure = await pickPort({ E2E_PORT: String(port) }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(`E2E_PORT: port ${port} is in use`);
  });

  it("keeps a free E2E_PORT", async () => {
    const { stdout: free } = await pickPort({ E2E_PORT: "" });
    const { stdout } = await pickPort({ E2E_PORT: free.trim() });
    expect(stdout.trim()).toBe(free.trim());
  });
});
