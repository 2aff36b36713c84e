import "server-only";
import { randomInt } from "node:crypto";
import { createAccount, deleteAccount } from "@/lib/db/accounts";
import { nameKey } from "@/lib/db/keys";
import { hashPassword } from "@/lib/crypto/password-hash";
import { serverEnv } from "@/lib/env/server-env";
import type { Locale } from "@/lib/i18n/locales";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { configuredOrigin } from "@/lib/tenancy/view-context";
import { sendMail } from "@/lib/mail/send";
import { authConfig } from "./config";
import { DEBUG_USER_NAME } from "./credentials";
import { passwordPool } from "./password-pool";

// No 0/O, 1/l/I: the password is read from a mail and typed by hand.
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** Four groups of five: about 116 bits, easy to copy without mistakes. */
export function generateInitialPassword(): string {
  return Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(""),
  ).join("-");
}

/** The texts of the mail, as the site publishes them (its title may have been changed by an editor). */
export type MailTexts = (key: string, values?: Record<string, string>) => string;

export type RegistrationResult =
  | { ok: true }
  | { ok: false; code: "userNameTaken" | "emailTaken" | "reservedName" | "mailFailed" }
  | { ok: false; code: "busy"; retryAfter: number };

/**
 * Creates a personal account with a generated password and mails it. When the mail cannot be
 * sent the account is removed again: nobody is left with an account they cannot open.
 */
export async function registerAccount(
  site: SiteId,
  locale: Locale,
  input: { email: string; userName: string },
  client: string,
  texts: MailTexts,
): Promise<RegistrationResult> {
  const shared = authConfig().sharedLogins[site];
  const reserved = [DEBUG_USER_NAME, shared?.userName ?? ""].filter(Boolean).map(nameKey);
  if (reserved.includes(nameKey(input.userName))) return { ok: false, code: "reservedName" };

  const password = generateInitialPassword();
  // Only a signed-in member registers: the members' lane of the pool.
  const hashed = await passwordPool().run("member", client, () => hashPassword(password));
  if (!hashed.ok) return { ok: false, code: "busy", retryAfter: hashed.retryAfter };
  const created = await createAccount({ site, userName: input.userName, email: input.email, passwordHash: hashed.value, now: Date.now() });
  if (!created.ok) return { ok: false, code: created.taken === "userName" ? "userNameTaken" : "emailTaken" };

  const sent = await sendMail(initialPasswordMail(site, locale, { ...input, password }, texts));
  if (!sent.ok) {
    await deleteAccount(created.id);
    return { ok: false, code: "mailFailed" };
  }
  return { ok: true };
}

function initialPasswordMail(site: SiteId, locale: Locale, input: { email: string; userName: string; password: string }, t: MailTexts) {
  const origin = configuredOrigin(site);
  const siteTitle = t(`sites.${site}.title`);
  const loginUrl = `${origin}/${locale}/login`;
  const values = { site: siteTitle, userName: input.userName, email: input.email, url: loginUrl };
  const text = [
    t("auth.mail.greeting", values),
    "",
    t("auth.mail.intro", values),
    "",
    `${t("auth.mail.userNameLabel")}: ${input.userName}`,
    `${t("auth.mail.emailLabel")}: ${input.email}`,
    `${t("auth.mail.passwordLabel")}:`,
    "",
    input.password,
    "",
    t("auth.mail.signIn", values),
    "",
    t("auth.mail.notYou"),
    "",
    siteTitle,
  ].join("\n");
  const from = serverEnv.mail().mailFrom ?? `"${siteTitle.replace(/["\\]/g, "")}" <no-reply@${new URL(origin).hostname}>`;
  return { from, to: input.email, subject: t("auth.mail.subject", values), text };
}
