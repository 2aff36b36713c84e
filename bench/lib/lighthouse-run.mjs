// One Lighthouse run (mobile profile, simulated throttling) against an already launched Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * Headless Chromium 150 holds the first frame of a page that is not ready to paint within a few
 * hundred milliseconds of Lighthouse's navigation from about:blank, and then shows it only at a whole
 * second (1.3 or 2.3 s), with the main thread idle in between (GoogleChrome/lighthouse#17148, which
 * reports the same on PageSpeed Insights). Measured here: a static page whose one style sheet
 * arrives after 300 ms paints at 2.27 s (Speed Index 3.5 s); without paint holding at 0.47 s. A
 * visitor's browser does not wait so, and Lantern builds its simulated FCP, LCP and Speed Index on
 * the observed paint, so the benchmarks turn paint holding off; PAINT_HOLDING=1 keeps Chromium's
 * default, to compare.
 */
const paintHoldingByDefault = process.env.PAINT_HOLDING === "1";

/**
 * Debian's headless Chromium as the Lighthouse benchmarks run it; `tls` accepts the run's own
 * certificate, `paintHolding` keeps Chromium's default (see above).
 */
export function launchChromium({ tls = false, paintHolding = paintHoldingByDefault } = {}) {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      ...(paintHolding ? [] : ["--disable-features=PaintHolding"]),
      ...(tls ? ["--ignore-certificate-errors"] : []),
    ],
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
