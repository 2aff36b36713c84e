import { readFileSync } from "node:fs";
import { expect as baseExpect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { sealData, unsealData } from "iron-session";
import { SignJWT, UnsecuredJWT } from "jose";
import serverEnv from "./server-env.json" with { type: "json" };
import { ORIGIN, siteUrl } from "./server-env";
import { sharedLogin, SIGN_IN_WAIT_MS, signInEntitled, signInPersonal, signInShared, uniqueUserName, type AuthSite } from "./support/auth";

// Every sign-in hashes a password with scrypt: on a busy machine answers take seconds.
const expect = baseExpect.configure({ timeout: SIGN_IN_WAIT_MS });
test.beforeEach(() => {
  test.slow();
});

const BYPASS = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
const VIDEO = "tests/e2e/fixtures/intern-media/forum/videos/test-pattern.mp4";

/** A request context of its own: no cookie from another test rides along. */
async function api(playwright: { request: { newContext(): Promise<APIRequestContext> } }) {
  return playwright.request.newContext();
}

function post(context: APIRequestContext, site: string, path: string, data: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return context.post(`${ORIGIN}${path}`, {
    headers: { host: `${site}.localhost`, origin: `http://${site}.localhost`, "content-type": "application/json", ...headers },
    // A Buffer goes out byte for byte (Playwright would quote a string that is not valid JSON).
    data: Buffer.from(typeof data === "string" ? data : JSON.stringify(data)),
    maxRedirects: 0,
  });
}

function sessionCookieOf(response: APIResponse): string {
  // Sign-in sets the device cookie too.
  const headers = response.headersArray().filter((entry) => entry.name.toLowerCase() === "set-cookie").map((entry) => entry.value);
  const value = headers.map((header) => /^session=([^;]+)/.exec(header)?.[1]).find(Boolean);
  if (!value) throw new Error(`no session cookie in "${headers.join(" | ")}"`);
  return value;
}

async function signInCookie(context: APIRequestContext, site: AuthSite): Promise<string> {
  const response = await post(context, site, "/api/login", sharedLogin(site));
  expect(response.status()).toBe(200);
  return sessionCookieOf(response);
}

async function status(context: APIRequestContext, site: string, cookie: string, headers: Record<string, string> = {}) {
  return (await post(context, site, "/api/check-auth-status", {}, { cookie: `session=${cookie}`, ...headers })).status();
}

async function dashboardLocation(context: APIRequestContext, site: string, cookie: string) {
  const response = await context.get(`${ORIGIN}/en/dashboard`, { headers: { host: `${site}.localhost`, cookie: `session=${cookie}` }, maxRedirects: 0 });
  return response.status() === 307 ? response.headers().location : String(response.status());
}

test.describe("session cookie and token", () => {
  test("forged tokens are refused: alg none, wrong key, expired, missing iat", async ({ playwright }) => {
    const context = await api(playwright);
    const cookie = await signInCookie(context, "forum");
    const sealed = await unsealData<{ v: 1; sid: string; token: string }>(cookie, { password: serverEnv.SESSION_SECRET });
    const reseal = (token: string) => sealData({ ...sealed, token }, { password: serverEnv.SESSION_SECRET, ttl: 3600 });
    // The resealed genuine token still works, so each refusal below is the token's doing.
    expect(await status(context, "forum", await reseal(sealed.token))).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    const claims = { username: "forum-members-e2e" };
    const key = (secret: string) => new TextEncoder().encode(secret);
    const signed = (secret: string, iat: number | undefined, exp: number) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuer("multisite").setAudience("forum").setExpirationTime(exp);
      return (iat === undefined ? jwt : jwt.setIssuedAt(iat)).sign(key(secret));
    };
    const forged = {
      algNone: new UnsecuredJWT(claims).setIssuedAt(now).setExpirationTime(now + 600).setIssuer("multisite").setAudience("forum").encode(),
      wrongKey: await signed("an-attacker-secret-of-sufficient-length", now, now + 600),
      expired: await signed(serverEnv.JWT_SECRET, now - 7200, now - 3600),
      missingIat: await signed(serverEnv.JWT_SECRET, undefined, now + 600),
      otherSite: await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).setIssuer("multisite").setAudience("vault").setIssuedAt(now).setExpirationTime(now + 600).sign(key(serverEnv.JWT_SECRET)),
    };
    for (const [name, token] of Object.entries(forged)) {
      const forgedCookie = await reseal(token);
      expect(await status(context, "forum", forgedCookie), name).toBe(401);
      expect(await dashboardLocation(context, "forum", forgedCookie), name).toBe("/en/login?next=%2Fdashboard");
    }
    await context.dispose();
  });

  test("a tampered cookie, or a cookie of another site, opens nothing", async ({ playwright }) => {
    const context = await api(playwright);
    const cookie = await signInCookie(context, "forum");
    const middle = Math.floor(cookie.length / 2);
    const tampered = `${cookie.slice(0, middle)}${cookie[middle] === "A" ? "B" : "A"}${cookie.slice(middle + 1)}`;
    expect(await status(context, "forum", tampered)).toBe(401);
    expect(await status(context, "forum", "not-a-seal")).toBe(401);
    expect(await status(context, "vault", cookie)).toBe(401);
    expect(await dashboardLocation(context, "vault", cookie)).toBe("/en/login?next=%2Fdashboard");
    expect(await status(context, "forum", cookie)).toBe(200);
    await context.dispose();
  });

  test("a new sign-in ends the session the cookie held before", async ({ playwright }) => {
    const context = await api(playwright);
    const first = await signInCookie(context, "peace");
    const again = await post(context, "peace", "/api/login", sharedLogin("peace"), { cookie: `session=${first}` });
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first);
    expect(await status(context, "peace", first)).toBe(401);
    expect(await status(context, "peace", second)).toBe(200);
    await context.dispose();
  });

  test("the session ends after the configured duration, and the page says so", async ({ page }) => {
    await signInShared(page, "lobby");
    await page.goto(siteUrl("lobby", "/en/dashboard"));
    // SESSION_DURATION_LOBBY is 15 seconds in the test configuration.
    await expect(page.getByTestId("token-left")).toHaveText(/^0:00:[01]\d$/);
    const notice = page.getByTestId("session-expired");
    await expect(notice).toContainText("Your session as lobby-members-e2e expired at", { timeout: 20_000 });
    await expect(page.getByTestId("token-left")).toHaveText("expired");
    await expect(page.locator(".menu li").last()).toHaveText("Sign in");
    await notice.getByRole("link", { name: "Sign in again" }).click();
    await expect(page).toHaveURL(siteUrl("lobby", "/en/login?next=%2Fdashboard"));
    // The client gives up one second before exp; from exp on the server refuses the session too.
    await expect(async () => {
      await page.goto(siteUrl("lobby", "/en/dashboard"));
      await expect(page).toHaveURL(siteUrl("lobby", "/en/login?next=%2Fdashboard"), { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  });

  test("when a shared session expires on the closed chat, the page says only that, with a way to sign in again", async ({ page }) => {
    await signInShared(page, "lobby");
    await page.goto(siteUrl("lobby", "/en/intern/chat"));
    const closed = page.getByRole("heading", { name: "Not open for you yet" });
    // Signed in with the shared access: the chat is not open yet, and the page says why.
    await expect(closed).toBeVisible();
    // Round 83 replaced "… on the internal page first.": the registration form now stands beside this text.
    await expect(page.getByText("Register a personal account first: the form is on this page.")).toBeVisible();
    await expect(page.locator("main #register form")).toBeVisible();
    const notice = page.getByTestId("session-expired");
    await expect(notice).toContainText("Your session as lobby-members-e2e expired at", { timeout: 20_000 });
    await expect(closed).toHaveCount(0);
    await expect(page.getByText("Register a personal account")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(/\S/);
    await notice.getByRole("link", { name: "Sign in again" }).click();
    await expect(page).toHaveURL(siteUrl("lobby", "/en/login?next=%2Fintern%2Fchat"));
  });
});

test.describe("the auth API at the boundary", () => {
  test("too many failed sign-ins of one name give 429 with Retry-After", async ({ playwright }) => {
    test.setTimeout(150_000);
    const context = await api(playwright);
    const userName = uniqueUserName("guess");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post(context, "political", "/api/login", { userName, password: `wrong-${attempt}` });
      expect(response.status(), `attempt ${attempt}`).toBe(401);
    }
    const blocked = await post(context, "political", "/api/login", { userName, password: "wrong-6" });
    expect(blocked.status()).toBe(429);
    const retryAfter = Number(blocked.headers()["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await blocked.json()).toMatchObject({ code: "rateLimited", retryAfter });

    // Per address (over many names), from addresses other than the test runner's loopback:
    // tests/e2e/attack-resistance.spec.ts.
    await context.dispose();
  });

  test("a cross-origin POST is refused", async ({ playwright }) => {
    const context = await api(playwright);
    const cookie = await signInCookie(context, "forum");
    const foreign = await post(context, "forum", "/api/logout", {}, { origin: "http://evil.example", cookie: `session=${cookie}` });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "crossOrigin" });
    const sibling = await post(context, "forum", "/api/login", sharedLogin("forum"), { origin: "http://vault.localhost" });
    expect(sibling.status()).toBe(403);
    const noOrigin = await context.post(`${ORIGIN}/api/login`, {
      headers: { host: "forum.localhost", "content-type": "application/json" },
      data: JSON.stringify(sharedLogin("forum")),
    });
    expect(noOrigin.status()).toBe(403);
    // The refused log-out left the session alone.
    expect(await status(context, "forum", cookie)).toBe(200);
    await context.dispose();
  });

  test("malformed JSON, a wrong content type, a huge body and a wrong method get clear errors", async ({ playwright }) => {
    const context = await api(playwright);
    const malformed = await post(context, "forum", "/api/login", '{"userName": "x", ');
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "malformedJson", error: "The body is not valid JSON." });
    const invalid = await post(context, "forum", "/api/login", { userName: 42 });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: "invalidInput" });
    const form = await post(context, "forum", "/api/logout", "a=1", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status()).toBe(415);
    const huge = await post(context, "forum", "/api/login", { userName: "x", password: "y".repeat(40_000) });
    expect(huge.status()).toBe(413);
    const get = await context.get(`${ORIGIN}/api/logout`, { headers: { host: "forum.localhost" } });
    expect(get.status()).toBe(405);
    await context.dispose();
  });

  test("debug data stays off in production although AUTH_DEBUG is set", async ({ playwright }) => {
    expect(serverEnv.AUTH_DEBUG).toBe("true");
    const context = await api(playwright);
    const response = await post(context, "forum", "/api/debug-data", {});
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain("pass");
    const debugUser = await post(context, "forum", "/api/login", { userName: "debug", password: "anything-at-all" });
    expect(debugUser.status()).toBe(401);
    await context.dispose();
  });

  test("the middleware-bypass header gets nothing internal", async ({ playwright }) => {
    const context = await api(playwright);
    const page = await context.get(`${ORIGIN}/en/dashboard`, { headers: { host: "vault.localhost", ...BYPASS }, maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(page.headers().location).toBe("/en/login?next=%2Fdashboard");
    for (const path of ["/vault/en/dashboard", "/vault/en/intern/chat", "/forum/en/protected"]) {
      const direct = await context.get(`${ORIGIN}${path}`, { headers: { host: "vault.localhost", ...BYPASS }, maxRedirects: 0 });
      expect([307, 404], path).toContain(direct.status());
      expect(await direct.text(), path).not.toContain("Access level");
    }
    const apiStatus = await post(context, "vault", "/api/check-auth-status", {}, BYPASS);
    expect(apiStatus.status()).toBe(401);
    const video = await context.get(`${ORIGIN}/intern/forum/videos/test-pattern.mp4`, { headers: { host: "forum.localhost", ...BYPASS } });
    expect(video.status()).toBe(401);
    await context.dispose();
  });
});

test.describe("internal videos", () => {
  test("only for a signed-in member of the site, with byte ranges and a strict name check", async ({ playwright }) => {
    const context = await api(playwright);
    const url = `${ORIGIN}/intern/forum/videos/test-pattern.mp4`;
    expect((await context.get(url, { headers: { host: "forum.localhost" } })).status()).toBe(401);
    const cookie = await signInCookie(context, "forum");
    const headers = { host: "forum.localhost", cookie: `session=${cookie}` };
    const file = readFileSync(VIDEO);

    const whole = await context.get(url, { headers });
    expect(whole.status()).toBe(200);
    expect(whole.headers()["content-type"]).toBe("video/mp4");
    expect(whole.headers()["accept-ranges"]).toBe("bytes");
    expect(whole.headers()["cache-control"]).toContain("no-store");
    expect(Buffer.compare(await whole.body(), file)).toBe(0);

    const part = await context.get(url, { headers: { ...headers, range: "bytes=100-199" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 100-199/${file.length}`);
    expect(Buffer.compare(await part.body(), file.subarray(100, 200))).toBe(0);

    const beyond = await context.get(url, { headers: { ...headers, range: `bytes=${file.length}-` } });
    expect(beyond.status()).toBe(416);
    expect(beyond.headers()["content-range"]).toBe(`bytes */${file.length}`);

    for (const name of ["..%2F..%2F..%2Fpackage.mp4", "..%2Fvideos%2Ftest-pattern.mp4", "missing.mp4", ".hidden.mp4", "test-pattern.mp4%00.mp4"]) {
      const response = await context.get(`${ORIGIN}/intern/forum/videos/${name}`, { headers });
      expect(response.status(), name).toBe(404);
    }
    const outside = await context.get(`${ORIGIN}/intern/forum/videos/..%2F..%2F..%2F..%2Fpackage.json`, { headers, maxRedirects: 0 });
    expect(outside.status()).not.toBe(200);
    expect(await outside.text()).not.toContain("better-sqlite3");
    // The forum session opens neither another site's folder nor the same file on another host.
    expect((await context.get(`${ORIGIN}/intern/vault/videos/test-pattern.mp4`, { headers })).status()).toBe(404);
    expect((await context.get(url, { headers: { ...headers, host: "vault.localhost" } })).status()).toBe(401);
    await context.dispose();
  });

  test("plays in the browser for a signed-in member", async ({ page }) => {
    await signInShared(page, "forum");
    const duration = await page.evaluate(async () => {
      const video = document.createElement("video");
      video.muted = true;
      video.src = "/intern/forum/videos/test-pattern.mp4";
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = () => reject(new Error("video error"));
      });
      return video.duration;
    });
    expect(duration).toBeGreaterThan(0.5);
  });
});

test.describe("chat and password", () => {
  test("a chat message may have 1000 characters, not more, and an empty one is refused", async ({ page }) => {
    test.setTimeout(120_000);
    await signInEntitled(page, "writing");
    const send = (body: string) =>
      page.evaluate(async (text) => {
        const response = await fetch("/api/chat/messages", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ body: text }) });
        return response.status;
      }, body);
    expect(await send("ä".repeat(1000))).toBe(201);
    expect(await send("ä".repeat(1001))).toBe(400);
    expect(await send("   ")).toBe(400);
    await page.goto(siteUrl("writing", "/en/intern/chat"));
    const box = page.locator("textarea[name=body]");
    await box.fill("x".repeat(1001));
    await expect(page.locator("#chat-counter")).toHaveText("1,001 of 1,000 characters");
    await expect(page.locator("form").filter({ has: box }).locator("button[type=submit]")).toBeDisabled();
  });

  test("a password change ends the account's other sessions; the old password stops working", async ({ browser }) => {
    test.setTimeout(150_000);
    const first = await browser.newContext();
    const second = await browser.newContext();
    const page = await first.newPage();
    const other = await second.newPage();
    const account = await signInEntitled(page, "morpheme");
    await signInPersonal(other, account);
    await page.goto(siteUrl("morpheme", "/en/dashboard"));
    const newPassword = `new password ${uniqueUserName()}`;
    await page.locator('input[name="currentPassword"]').fill(account.password);
    await page.locator('input[name="newPassword"]').fill(newPassword);
    await page.locator('input[name="repeatPassword"]').fill(newPassword);
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("main [role=status]").last()).toHaveText(/Your password has been changed/);
    await other.goto(siteUrl("morpheme", "/en/dashboard"));
    await expect(other).toHaveURL(siteUrl("morpheme", "/en/login?next=%2Fdashboard"));
    await other.locator('main input[name="userName"]').fill(account.userName);
    await other.locator('main input[name="email"]').fill(account.email);
    await other.locator('main input[name="password"]').fill(account.password);
    await other.locator("main form button[type=submit]").click();
    await expect(other.locator("main [role=alert]")).toHaveText("The user name, e-mail address or password is wrong.");
    await signInPersonal(other, { ...account, password: newPassword });
    await first.close();
    await second.close();
  });
});

test.describe("before the page's scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form cannot be sent, and would never put the password into the address", async ({ page }) => {
    await page.goto(siteUrl("forum", "/en/login"));
    const form = page.locator("main form");
    await baseExpect(form).toHaveAttribute("method", "post");
    await baseExpect(form.locator("button[type=submit]")).toBeDisabled();
  });
});
