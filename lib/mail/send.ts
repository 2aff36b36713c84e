import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { serverEnv } from "@/lib/env/server-env";
import { log } from "@/lib/server/log";
import { processSingleton } from "@/lib/server/singleton";

export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export type MailResult = { ok: true; via: "smtp" } | { ok: true; via: "outbox"; file: string } | { ok: false; reason: string };

function smtp(url: string): Transporter {
  return processSingleton("smtp", () =>
    nodemailer.createTransport(url, {
      // A visitor waits for the answer: give up rather than hang.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as nodemailer.TransportOptions),
  );
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes the complete message as an .eml file
 * into the outbox folder (any mail program opens it) and logs where, so a newcomer without a
 * mail server can read an initial password.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  try {
    const config = serverEnv.mail();
    if (config.smtpUrl) {
      await smtp(config.smtpUrl).sendMail(message);
      return { ok: true, via: "smtp" };
    }
    const composed = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
    const file = join(/*turbopackIgnore: true*/ config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
    await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
    // The mail carries an initial password: readable by the server's user only.
    await writeFile(file, composed.message as Buffer, { mode: 0o600 });
    log("info", "mail written to the outbox (SMTP_URL is not set)", { file });
    return { ok: true, via: "outbox", file };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log("error", "mail not sent", { reason });
    return { ok: false, reason };
  }
}
