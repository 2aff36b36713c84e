/**
 * Each site's own style sheets: every page links the build's sheets, whose rules drew all ten
 * sites' headers, footers and first screens; a site's host is served its site's copy under the
 * same address (lib/server/site-sheets), directly and through the example nginx, whose cache keeps
 * one copy per host.
 */
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { startExampleNginx } from "./support/example-nginx";
import { call } from "./support/http-client";

const NGINX_PORT = E2E_PORT + 67;
/** Each start page's first screen, as the registry's frame writes it on the page. */
const layouts = { forum: "notice", vault: "memorial", political: "magazine", lobby: "civic" } as const;

async function startPageSheets(port: number, site: string) {
  const page = await call(port, { path: "/en", site });
  expect(page.status).toBe(200);
  const addresses = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href = ""]) => href);
  expect(addresses.length).toBeGreaterThan(0);
  const sheets = [];
  for (const path of addresses) sheets.push({ path, ...(await call(port, { path, site })) });
  return sheets;
}

/** A rule that opens with a first screen's layout (`[data-hero-layout=notice] .title{…}`), as most of a layout's rules do. */
const drawsLayout = (css: string, layout: string) => new RegExp(`(?:^|[{}])\\[data-hero-layout="?${layout}"?\\]`).test(css);

test("a site's start page gets its own first screen's rules and none of another site's, under the build's addresses", async () => {
  for (const [site, own] of Object.entries(layouts)) {
    const sheets = await startPageSheets(E2E_PORT, site);
    const css = sheets.map((sheet) => sheet.text).join("");
    expect(drawsLayout(css, own), `${site} keeps its ${own} first screen`).toBe(true);
    for (const other of Object.values(layouts).filter((layout) => layout !== own)) {
      expect(drawsLayout(css, other), `${site} without the ${other} first screen`).toBe(false);
    }
    for (const sheet of sheets) {
      expect(sheet.status).toBe(200);
      expect(sheet.headers["content-type"]).toContain("text/css");
      expect(sheet.headers["cache-control"]).toContain("immutable");
    }
  }
});

test("one address, two sites, two sheets; a host of no site gets the whole sheet with every site's rules", async () => {
  const whole = async (path: string) => call(E2E_PORT, { path, site: "no-such-site" });
  let shared;
  for (const sheet of await startPageSheets(E2E_PORT, "forum")) {
    const answer = await whole(sheet.path);
    expect(answer.status).toBe(200);
    expect(answer.text.length).toBeGreaterThanOrEqual(sheet.text.length);
    if (Object.values(layouts).every((layout) => drawsLayout(answer.text, layout))) shared = { path: sheet.path, forum: sheet.text, whole: answer.text };
  }
  if (!shared) throw new Error("no sheet of the build draws the four first screens");
  expect(shared.whole.length).toBeGreaterThan(shared.forum.length);
  const vault = await call(E2E_PORT, { path: shared.path, site: "vault" });
  expect(drawsLayout(vault.text, "memorial")).toBe(true);
  expect(drawsLayout(vault.text, "notice")).toBe(false);
  expect(vault.text).not.toBe(shared.forum);
});

test("through the example nginx each host gets its own site's sheet, also when the other site's copy is already cached", async () => {
  const nginx = await startExampleNginx(NGINX_PORT, E2E_PORT);
  try {
    const sheet = (await startPageSheets(E2E_PORT, "forum")).find((entry) => drawsLayout(entry.text, "notice"));
    if (!sheet) throw new Error("no sheet of the forum's start page draws its first screen");
    for (const round of [1, 2]) {
      for (const [site, own] of [["forum", "notice"], ["vault", "memorial"]] as const) {
        const answer = await call(NGINX_PORT, { path: sheet.path, site });
        expect(answer.status).toBe(200);
        expect(drawsLayout(answer.text, own), `${site}, round ${round}: its own first screen`).toBe(true);
        expect(drawsLayout(answer.text, own === "notice" ? "memorial" : "notice"), `${site}, round ${round}: not the other's`).toBe(false);
        if (round === 2) expect(answer.headers["x-cache-status"]).toBe("HIT");
      }
    }
  } finally {
    await nginx.stop();
  }
});
