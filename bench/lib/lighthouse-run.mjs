// One Lighthouse run (mobile profile, simulated throttling) against an already launched Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Debian's headless Chromium as the Lighthouse benchmarks run it; `tls` accepts the run's own certificate. */
export function launchChromium({ tls = false } = {}) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", ...(tls ? ["--ignore-certificate-errors"] : [])],
  });
}

/**
 * Chromium's trace recording fails now and then (NO_NAVSTART); such a run measured nothing and is
 * repeated, up to three times, each failure named. Resolves to Lighthouse's result, with the
 * artifacts (the trace), or undefined when all three failed.
 */
export async function runLighthouse(url, { port, categories, name = url }) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories });
    if (!result.lhr.runtimeError) return result;
    console.log(`${name}: run ${attempt} failed: ${result.lhr.runtimeError.code}`);
  }
  return undefined;
}
