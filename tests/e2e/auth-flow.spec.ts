import { expect as baseExpect, test, type Page } from "@playwright/test";
import { ORIGIN, siteUrl } from "./server-env";
import { menuEntry } from "./support/menu";
import {
  grantEntitled,
  outboxMailTo,
  registerPersonal,
  sharedLogin,
  signInPersonal,
  signInShared,
  SIGN_IN_WAIT_MS,
  uniqueUserName,
  type PersonalAccount,
} from "./support/auth";

// Every sign-in hashes a password with scrypt: on a busy machine answers take seconds.
const expect = baseExpect.configure({ timeout: SIGN_IN_WAIT_MS });
test.beforeEach(() => {
  test.slow();
});

// Each entry once: the "Members" button's item holds a member's own entries as items of their own.
const menuTexts = (page: Page) => page.locator(".menu li:not(:has(> .members-toggle))");

test("register → mail in the outbox → sign in → dashboard → chat in two browsers → log out → the old cookie is refused", async ({ browser }) => {
  test.setTimeout(180_000);
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const page = await alice.newPage();
  const other = await bob.newPage();
  let account: PersonalAccount | undefined;

  await test.step("shared sign-in and registration; the mail carries the initial password", async () => {
    await signInShared(page, "vault");
    await expect(page.locator("main h1")).toHaveText("Welcome to the members’ area");
    account = await registerPersonal(page, "vault");
    await expect(page.locator("#register")).toContainText("The e-mail may land in your spam folder.");
    const mail = outboxMailTo(account.email);
    expect(mail).toMatch(/^Subject: .*your personal account$/m);
    expect(mail).toContain(account.userName);
    expect(mail).toContain(siteUrl("vault", "/en/login"));
  });
  if (!account) throw new Error("no account");
  const bobAccount = await (async () => {
    await signInShared(other, "vault");
    return registerPersonal(other, "vault");
  })();

  await test.step("before the grant the personal account sees no chat", async () => {
    await signInPersonal(page, account!);
    await page.goto(siteUrl("vault", "/en/intern/chat"));
    await expect(page.locator("main h1")).toHaveText("Not open for you yet");
    const closedChat = page.locator(".menu span[aria-disabled=true]");
    // "Chat room" beside "Chat and documents" (round 82: the menu named the chat twice).
    await expect(closedChat.locator(".menu-label")).toHaveText("Chat room");
    await expect(closedChat.locator(".menu-hint")).toHaveText("not open yet");
    await expect(page.locator('.menu a[href="/en/intern/doc"]')).toHaveCount(0);
  });

  await grantEntitled("vault", account.userName);
  await grantEntitled("vault", bobAccount.userName);

  await test.step("dashboard: user, level and the token table counting down", async () => {
    await page.goto(siteUrl("vault", "/en/dashboard"));
    await expect(page.getByTestId("dashboard-user")).toHaveText(account!.userName);
    await expect(page.getByTestId("dashboard-level")).toHaveText("Personal account, approved for chat and documents");
    await expect(page.getByTestId("token-user")).toHaveText(account!.userName);
    await expect(page.getByTestId("token-expires")).not.toHaveText("…");
    await expect(page.getByTestId("token-duration")).toHaveText("1:00:00");
    const left = page.getByTestId("token-left");
    await expect(left).toHaveText(/^0:59:\d\d$/);
    const first = await left.textContent();
    await expect(left).not.toHaveText(first ?? "");
    await menuEntry(page, "/en/intern/chat");
    await menuEntry(page, "/en/intern/doc");
  });

  await test.step("chat between two browser contexts, shown as text", async () => {
    await signInPersonal(other, bobAccount);
    await page.goto(siteUrl("vault", "/en/intern/chat"));
    await other.goto(siteUrl("vault", "/en/intern/chat"));
    await expect(page.locator("[data-state=live]")).toBeVisible();
    await expect(other.locator("[data-state=live]")).toBeVisible();
    const text = `<b>Hello</b> from ${account!.userName} <img src=x onerror=alert(1)>`;
    await page.locator("textarea[name=body]").fill(text);
    await page.locator("form button[type=submit]").click();
    const received = other.getByTestId("chat-message").filter({ hasText: account!.userName }).last();
    await expect(received).toContainText(text);
    await expect(other.locator("[data-testid=chat-message] b, [data-testid=chat-message] img")).toHaveCount(0);
    await other.locator("textarea[name=body]").fill(`Reply from ${bobAccount.userName}`);
    await other.locator("textarea[name=body]").press("Enter");
    await expect(page.getByTestId("chat-message").last()).toContainText(`Reply from ${bobAccount.userName}`);
  });

  await test.step("log out; the old cookie opens nothing any more", async () => {
    const cookies = await alice.cookies(siteUrl("vault"));
    expect(cookies.map(({ name }) => name).sort()).toEqual(["device", "session"]);
    const cookie = cookies.find(({ name }) => name === "session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    await (await menuEntry(page, "/en/log_out")).click();
    await expect(page.locator("main")).toContainText("You are signed out.");
    // Signed out again: the sign-in entry itself is back (round 83 set the family years before it, the specification's order).
    await expect(menuTexts(page).filter({ hasText: /^Sign in$/ })).toHaveCount(1);
    await expect(menuTexts(page).filter({ hasText: /^Sign out$/ })).toHaveCount(0);
    // The browser stays known to the sign-in limits: the device cookie (HttpOnly, Lax, 180 days) is all that is left.
    const left = await alice.cookies(siteUrl("vault"));
    expect(left.map(({ name, httpOnly, sameSite }) => ({ name, httpOnly, sameSite }))).toEqual([{ name: "device", httpOnly: true, sameSite: "Lax" }]);
    expect((left[0]?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);
    const replay = await page.request.post(`${ORIGIN}/api/check-auth-status`, {
      headers: { host: "vault.localhost", origin: "http://vault.localhost", cookie: `session=${cookie?.value}`, "content-type": "application/json" },
      data: {},
    });
    expect(replay.status()).toBe(401);
    const dashboard = await page.request.get(`${ORIGIN}/en/dashboard`, {
      headers: { host: "vault.localhost", cookie: `session=${cookie?.value}` },
      maxRedirects: 0,
    });
    expect(dashboard.status()).toBe(307);
    expect(dashboard.headers().location).toBe("/en/login?next=%2Fdashboard");
  });
  await alice.close();
  await bob.close();
});

test("after sign-in the menu switches to the signed-in entries without a reload; public pages stay static", async ({ page }) => {
  const checks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/check-auth-status")) checks.push(request.url());
  });
  await page.goto(siteUrl("peace", "/en"));
  await expect(menuTexts(page).last()).toHaveText("Sign in");
  await page.goto(siteUrl("peace", "/en/login"));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  const { userName, password } = sharedLogin("peace");
  await page.locator('main input[name="userName"]').fill(userName);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(siteUrl("peace", "/en/dashboard"));
  await expect(menuTexts(page)).toHaveText(["Start", "Peace", "Auschwitz", "Daily gospel", "Join in", "Imprint", "Overview", "Sign-in security", "Chat and documents", "Tools", "Chat room not open yet", "Sign out"]);
  await page.locator('.menu a[href="/en/peace"]').click();
  await expect(page).toHaveURL(siteUrl("peace", "/en/peace"));
  await expect(menuTexts(page).last()).toHaveText("Sign out");
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
  expect(checks).toEqual([]);
  // A fresh load of a public page asks the server once, because this browser holds the sign-in hint.
  await page.reload();
  await expect(menuTexts(page).last()).toHaveText("Sign out");
  expect(checks).toHaveLength(1);
});

test("an anonymous visitor's public pages send no auth request and log no error", async ({ page }) => {
  const errors: string[] = [];
  const calls: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("request", (request) => {
    if (request.url().includes("/api/")) calls.push(request.url());
  });
  for (const path of ["/en", "/en/login", "/de/imprint"]) {
    await page.goto(siteUrl("forum", path));
    await expect(page.locator("main h1")).toBeVisible();
  }
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
});

test("the return path after sign-in stays on the site (no open redirect)", async ({ page }) => {
  const { userName, password } = sharedLogin("morpheme");
  for (const next of ["//evil.example/x", "https://evil.example", "/\\evil.example", "/protected"]) {
    await page.goto(siteUrl("morpheme", `/en/login?next=${encodeURIComponent(next)}`));
    await page.locator('main input[name="userName"]').fill(userName);
    await page.locator('main input[name="password"]').fill(password);
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(siteUrl("morpheme", next === "/protected" ? "/en/protected" : "/en/dashboard"));
  }
});

test("an anonymous visitor of a signed-in route lands on the login and returns there after sign-in", async ({ page }) => {
  await page.goto(siteUrl("writing", "/en/protected"));
  await expect(page).toHaveURL(siteUrl("writing", "/en/login?next=%2Fprotected"));
  const { userName, password } = sharedLogin("writing");
  await page.locator('main input[name="userName"]').fill(userName);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator("main form button[type=submit]").click();
  await expect(page).toHaveURL(siteUrl("writing", "/en/protected"));
  // The shared access's technical user name is no one's name: the page says which access it is.
  await expect(page.getByTestId("protected-session")).toHaveText("You are signed in with this site’s shared access.");
});

test("the duck on a start page leads to the login; extra pages need the flag and a session", async ({ page, playwright }) => {
  await page.goto(siteUrl("forum", "/de"));
  await page.getByTestId("duck-link").click();
  await expect(page).toHaveURL(siteUrl("forum", "/de/login"));
  await expect(page.locator("main h1")).toHaveText("Anmeldung");

  const api = await playwright.request.newContext();
  for (const [site, path] of [["vault", "/en/intern/1971"], ["vault", "/en/intern/2001"], ["writing", "/en/intern/mps30"]] as const) {
    const anonymous = await api.get(`${ORIGIN}${path}`, { headers: { host: `${site}.localhost` }, maxRedirects: 0 });
    expect(anonymous.status(), path).toBe(307);
    expect(anonymous.headers().location, path).toBe(`/en/login?next=${encodeURIComponent(path.slice(3))}`);
  }
  // A site without the extra-pages flag has no such page at all.
  expect((await api.get(`${ORIGIN}/en/intern/1971`, { headers: { host: "forum.localhost" }, maxRedirects: 0 })).status()).toBe(404);
  await api.dispose();
  await signInShared(page, "vault");
  const response = await page.goto(siteUrl("vault", "/en/intern/1971"));
  expect(response?.status()).toBe(200);
  await expect(page.locator(".menu a[aria-current=page]")).toHaveText("The 1971 rescue");
});

test("the construction site has no internal area to sign in to", async ({ page }) => {
  await page.goto(siteUrl("tax", "/en/login"));
  await expect(page.locator("main .lead")).toHaveText("A new website is being built at this address. It has no members’ area, so there is nothing to sign in to here.");
  await expect(page.locator("main form")).toHaveCount(0);
});

test("wrong credentials say so and leave the visitor signed out", async ({ page }) => {
  await page.goto(siteUrl("political", "/de/login"));
  await page.locator('main input[name="userName"]').fill(uniqueUserName("nobody"));
  await page.locator('main input[name="password"]').fill("not the password");
  await page.locator("main form button[type=submit]").click();
  await expect(page.locator("main [role=alert]")).toHaveText("Benutzername, E-Mail-Adresse oder Passwort ist falsch.");
  await expect(page).toHaveURL(siteUrl("political", "/de/login"));
  await expect(menuTexts(page).last()).toHaveText("Anmelden");
});

test("a shared-level session is sent to registration, not into chat and documents", async ({ page }) => {
  await signInShared(page, "syma", "de");
  await page.goto(siteUrl("syma", "/de/intern/doc"));
  await expect(page.locator("main h1")).toHaveText("Für Sie noch nicht geöffnet");
  await page.goto(siteUrl("syma", "/de/dashboard"));
  await expect(page.getByTestId("dashboard-level")).toHaveText("Gemeinsamer Zugang");
  const status = await page.evaluate(async () => {
    const response = await fetch("/api/chat/messages", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"body":"hello"}' });
    return response.status;
  });
  expect(status).toBe(403);
});
