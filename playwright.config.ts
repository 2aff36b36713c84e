import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, e2eServerEnv } from "./tests/e2e/server-env";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://forum.localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        // Test hosts of the e2e configuration resolve to the test server; *.localhost already does.
        `--host-resolver-rules=MAP *.example.test 127.0.0.1:${E2E_PORT}`,
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The standalone server, as production runs it (scripts/start.mjs wraps .next/standalone/server.js).
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${E2E_PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...e2eServerEnv, PORT: String(E2E_PORT) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
