import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_PORT, e2eServerEnv, siteUrl } from "./server-env";
import { call, entitledMember, setEntitlement, sharedCredentials, signIn } from "./support/http-client";

// A members' page that shows nothing of one member is rendered once per site, language and
// access and kept; the middleware checks the session on every request before it hands it out,
// and the browser fills in the member's own name and times.

const DATA_DIR = e2eServerEnv.DATA_DIR ?? ".e2e-data";
const SITE = "vault";
const NOT_OPEN = "Not open for you yet";
// Registrations are limited per address: each member of this file comes from an address of its own.
// A shared account registers at most five a hour: the tests spread their members over sites.
const memberFrom = (site: string, lastByte: number) => entitledMember(E2E_PORT, DATA_DIR, site, `127.0.0.${lastByte}`);

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");

test.describe("members' pages kept per access", () => {
  test("two members of one access get the same page, which holds neither's name nor token, private to each browser and allowed by its script hashes", async () => {
    const first = await memberFrom("lobby", 71);
    const second = await memberFrom("lobby", 72);
    const pages = [];
    for (const member of [first, second]) {
      const page = await call(E2E_PORT, { path: "/en/dashboard", site: "lobby", cookie: member.cookie });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("private, no-store");
      expect(page.text).not.toContain(first.userName);
      expect(page.text).not.toContain(second.userName);
      expect(page.text).not.toContain(member.cookie);
      const policy = /script-src [^;]*/.exec(String(page.headers["content-security-policy"]))?.[0] ?? "";
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).not.toContain("nonce-");
      for (const body of inlineScripts(page.text)) expect(policy).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      pages.push(page.text);
    }
    expect(pages[1]).toBe(pages[0]);
  });

  test("each member's browser shows her own name and token times on the kept overview", async ({ browser }) => {
    const members = [await memberFrom("syma", 73), await memberFrom("syma", 74)];
    for (const member of members) {
      const context = await browser.newContext();
      await context.addCookies([{ name: "session", value: member.cookie, url: siteUrl("syma") }]);
      const page = await context.newPage();
      await page.goto(siteUrl("syma", "/en/dashboard"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${member.userName}`);
      await page.locator("main details summary").click();
      await expect(page.getByTestId("dashboard-user")).toHaveText(member.userName);
      await expect(page.getByTestId("token-user")).toHaveText(member.userName);
      await expect(page.getByTestId("token-left")).toHaveText(/^\d+:\d\d:\d\d$/);
      await context.close();
    }
  });

  test("the session is checked on every request: signed out elsewhere, revoked or forged, the kept page is not handed out", async () => {
    const member = await memberFrom("morpheme", 75);
    const docOpen = await call(E2E_PORT, { path: "/en/intern/doc", site: "morpheme", cookie: member.cookie });
    expect(docOpen.status).toBe(200);
    expect(docOpen.text).not.toContain(NOT_OPEN);

    // The operator takes the entitlement back: the next request gets the page of the access without it.
    await setEntitlement(DATA_DIR, "morpheme", member.userName, false);
    const closed = await call(E2E_PORT, { path: "/en/intern/doc", site: "morpheme", cookie: member.cookie });
    expect(closed.status).toBe(200);
    expect(closed.text).toContain(NOT_OPEN);

    const forged = await call(E2E_PORT, { path: "/en/various/calendar", site: "morpheme", cookie: `${member.cookie.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(307);
    expect(forged.headers.location).toBe("/en/login?next=%2Fvarious%2Fcalendar");

    const loggedOut = await call(E2E_PORT, { method: "POST", path: "/api/logout", site: "morpheme", cookie: member.cookie, body: {} });
    expect(loggedOut.status).toBe(200);
    const after = await call(E2E_PORT, { path: "/en/dashboard", site: "morpheme", cookie: member.cookie });
    expect(after.status).toBe(307);
    expect(after.headers.location).toBe("/en/login?next=%2Fdashboard");

  });

  test("a shared access's cookie on another site opens nothing there", async () => {
    const shared = await signIn(E2E_PORT, "forum", sharedCredentials("forum"));
    expect(shared.status).toBe(200);
    const elsewhere = await call(E2E_PORT, { path: "/en/dashboard", site: SITE, cookie: shared.cookie });
    expect(elsewhere.status).toBe(307);
  });

  test("no address a visitor can type reaches a kept page", async () => {
    const shared = await signIn(E2E_PORT, SITE, sharedCredentials(SITE));
    for (const path of ["/en/kept/shared/dashboard", "/en/kept/personal-entitled/intern/doc", "/en/vault/en/kept/shared/dashboard"]) {
      for (const cookie of [undefined, shared.cookie]) {
        const answer = await call(E2E_PORT, { path, site: SITE, cookie });
        expect(answer.status, path).toBe(404);
        expect(answer.text).not.toContain("Token details");
      }
    }
  });
});
