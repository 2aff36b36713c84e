import { resolve } from "node:path";
import { z } from "zod";
import { dataDirFrom } from "./files.ts";
import { variableReader } from "./read-variable.ts";
import type { EnvSource, Parsed } from "./source.ts";

/** Where mail goes: the SMTP server of SMTP_URL, else .eml files in the outbox folder. */
export interface MailConfig {
  readonly smtpUrl?: string;
  readonly outboxDir: string;
  /** The sender; unset, each mail names its site (lib/auth/registration.ts). */
  readonly mailFrom?: string;
}

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => /^smtps?:\/\/[^\s/]+/.test(value) && URL.canParse(value), {
    message: "is not an smtp:// or smtps:// URL (e.g. smtps://user:password@mail.example.com:465)",
  });

const mailFrom = z
  .string()
  .trim()
  .regex(/^([^<>\r\n]{0,100}<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, { message: 'is not a sender address (e.g. "Forum <no-reply@example.org>")' });

/** SMTP_URL (a secret: never echoed), MAIL_FROM and OUTBOX_DIR (default DATA_DIR/outbox). */
export function parseMailConfig(env: EnvSource): Parsed<MailConfig> {
  const errors: string[] = [];
  const read = variableReader(env, errors);
  const outbox = env.OUTBOX_DIR?.trim();
  const config: MailConfig = {
    smtpUrl: read("SMTP_URL", smtpUrl, { echo: false }),
    mailFrom: read("MAIL_FROM", mailFrom),
    outboxDir: outbox ? resolve(/*turbopackIgnore: true*/ outbox) : resolve(/*turbopackIgnore: true*/ dataDirFrom(env), "outbox"),
  };
  return errors.length ? { ok: false, errors } : { ok: true, config };
}
