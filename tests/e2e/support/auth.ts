/**
 * Puts a Playwright page into a signed-in state on a site, through the real login form.
 *
 *   await signInShared(page, "forum");              // shared level: dashboard, protected, intern, various
 *   const account = await signInEntitled(page, "vault"); // personal account with `entitled`: also chat and doc
 *
 * The shared credentials below match the hashes in tests/e2e/server-env.json (test values only).
 * In the test configuration sessions last one hour, except on `lobby` (15 seconds, for the expiry
 * test): sign in on another site for longer tests.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect as baseExpect, type Page } from "@playwright/test";
import { dataDirFrom } from "../../../lib/env/files";
import serverEnv from "../server-env.json" with { type: "json" };
import { siteUrl } from "../server-env";
import { menuEntry } from "./menu";
import { setEntitlement } from "./http-client";

export type AuthSite =
  | "syma"
  | "vault"
  | "peace"
  | "writing"
  | "morpheme"
  | "forum"
  | "political"
  | "languages"
  | "lobby";

/** The shared level of each site in the test configuration (SHARED_LOGIN_<SITE>). */
export function sharedLogin(site: AuthSite): { userName: string; password: string } {
  return { userName: `${site}-members-e2e`, password: `e2e-${site}-shared-password` };
}

export interface PersonalAccount {
  readonly site: AuthSite;
  readonly userName: string;
  readonly email: string;
  readonly password: string;
}

/** Sign-in hashes the password with scrypt; on a busy machine an answer can take seconds. */
export const SIGN_IN_WAIT_MS = 20_000;
const expect = baseExpect.configure({ timeout: SIGN_IN_WAIT_MS });

const dataDir = dataDirFrom(serverEnv as Record<string, string>);
const outboxDir = join(dataDir, "outbox");

async function submitLogin(page: Page, site: AuthSite, fields: { userName: string; email?: string; password: string }, locale: string) {
  await page.goto(siteUrl(site, `/${locale}/login`));
  const form = page.locator("main form");
  await form.locator('input[name="userName"]').fill(fields.userName);
  await form.locator('input[name="email"]').fill(fields.email ?? "");
  await form.locator('input[name="password"]').fill(fields.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(siteUrl(site, `/${locale}/dashboard`));
  await menuEntry(page, `/${locale}/log_out`);
}

/** Signs in with the site's shared access and waits for the internal start page. */
export async function signInShared(page: Page, site: AuthSite, locale = "en"): Promise<void> {
  await submitLogin(page, site, sharedLogin(site), locale);
}

/** Signs in with a personal account (user name, e-mail address, password). */
export async function signInPersonal(page: Page, account: PersonalAccount, locale = "en"): Promise<void> {
  await submitLogin(page, account.site, account, locale);
}

export function uniqueUserName(prefix = "tester"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}`;
}

/**
 * Registers a personal account through the form on /intern (the page must hold a shared-level
 * session of the site) and reads the initial password from the mail in the outbox.
 */
export async function registerPersonal(page: Page, site: AuthSite, userName = uniqueUserName(), locale = "en"): Promise<PersonalAccount> {
  const email = `${userName}@example.test`;
  await page.goto(siteUrl(site, `/${locale}/intern`));
  const form = page.locator("#register form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="userName"]').fill(userName);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator("#register [role=status]")).toContainText(email);
  return { site, userName, email, password: initialPasswordFor(email) };
}

/** The initial password from the newest outbox mail to this address. */
function initialPasswordFor(email: string): string {
  const mail = outboxMailTo(email);
  const password = /^([A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){3})$/m.exec(mail)?.[1];
  if (!password) throw new Error(`No initial password in the mail to ${email}`);
  return password;
}

/** The headers and the decoded text of the newest .eml file in the outbox addressed to `email`. */
export function outboxMailTo(email: string): string {
  const files = readdirSync(outboxDir).filter((name) => name.endsWith(".eml")).sort().reverse();
  for (const name of files) {
    const raw = readFileSync(join(outboxDir, name), "utf8");
    const split = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, split);
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "mi").test(headers)) continue;
    return `${headers}\n\n${decodeBody(headers, raw.slice(split).trim())}`;
  }
  throw new Error(`No mail to ${email} in ${outboxDir}`);
}

/** Mail programs decode base64 and quoted-printable bodies; so does this. */
function decodeBody(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** What the operator does with `npm run auth:grant` (the same code, on the test server's database). */
export async function grantEntitled(site: AuthSite, userName: string, entitled = true): Promise<void> {
  await setEntitlement(dataDir, site, userName, entitled);
}

/**
 * A fresh personal account with `entitled`, signed in on `page`: shared sign-in, registration,
 * the mailed password, the operator's grant, then the personal sign-in.
 */
export async function signInEntitled(page: Page, site: AuthSite, locale = "en"): Promise<PersonalAccount> {
  await signInShared(page, site, locale);
  const account = await registerPersonal(page, site, uniqueUserName(), locale);
  await grantEntitled(site, account.userName);
  await signInPersonal(page, account, locale);
  return account;
}
