// The style sheets each site's start page loads, and how much of them draws other sites' frames.
// Next.js links a route's CSS whatever the host; since the sites' own sheets
// (lib/server/site-sheets), each host is served its site's copy under the same address. A rule is
// counted as another site's when every one of its selectors requires, outside any :is()/:not()
// parentheses, a frame attribute value this page does not carry (frame-rules.mjs): on a build
// before the sites' own sheets that share was a third of every page's CSS, on one with them it is 0.
// Usage: PUBLIC_PORT=3000 node --import tsx bench/start-page-css.mjs [DIR…]   (checkouts with
// `npm run build` done with this shell's PUBLIC_PORT; default this one; LOCALE=en)
import { gzipSync } from "node:zlib";
import { frameOfPages, withoutOtherFrames } from "../lib/server/site-sheets/frame-rules.mjs";
import { get } from "./lib/http.mjs";
import { table } from "./lib/load.mjs";
import { siteNames } from "./lib/start-pages.mjs";
import { startServer } from "./lib/server.mjs";

const checkouts = process.argv.length > 2 ? process.argv.slice(2) : [process.cwd()];
const locale = process.env.LOCALE ?? "en";
const kB = (bytes) => (bytes / 1024).toFixed(1);

for (const [index, cwd] of checkouts.entries()) {
  const port = 3460 + index;
  const server = await startServer({ port, cwd });
  try {
    const rows = [];
    for (const site of siteNames) {
      const host = `${site}.localhost:${port}`;
      const page = await get({ port, host, path: `/${locale}` });
      if (page.status !== 200) throw new Error(`${site}: /${locale} answered ${page.status}`);
      const html = page.body.toString();
      const frame = frameOfPages([html]);
      const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href.replaceAll("&amp;", "&"));
      let css = "";
      for (const href of sheets) css += (await get({ port, host, path: href })).body.toString();
      const own = withoutOtherFrames(css, frame);
      rows.push({
        site,
        "HTML kB": kB(page.body.length),
        sheets: sheets.length,
        "CSS kB": kB(css.length),
        "CSS kB gz": kB(gzipSync(css).length),
        "own frame kB": kB(own.length),
        "own frame kB gz": kB(gzipSync(own).length),
        "other sites' share": `${Math.round((100 * (css.length - own.length)) / css.length)} %`,
      });
    }
    console.log(`\n${cwd}: start pages (/${locale})`);
    console.log(table(rows));
  } finally {
    await server.stop();
  }
}
