import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_PORT, e2eServerEnv } from "./tests/e2e/server-env";

// Chromium's headless shell where installed (scripts/test.sh installs it): the same Blink as the full
// browser at about half its CPU, which on a two-core machine is half the run.
const chromiumPath = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

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
      executablePath: chromiumPath,
      args: [
        // Test hosts of the e2e configuration resolve to the test server; *.localhost already does.
        `--host-resolver-rules=MAP *.example.test 127.0.0.1:${E2E_PORT}`,
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        // Chromium's headless shell (what CI runs) sets text with full hinting by default, so lines
        // break elsewhere than in the browser: slight hinting, as fontconfig gives the full browser.
        "--font-render-hinting=slight",
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
