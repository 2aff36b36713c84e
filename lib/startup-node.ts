import "server-only";
import { authConfig } from "./auth/config";
import { database } from "./db/connection";
import { startupProblems } from "./startup-check";

export function refuseBadConfiguration(): void {
  const problems = startupProblems(process.env, process.env.BUILT_SITE_HOSTS);
  if (problems.length === 0) return;
  console.error(`Configuration error, the server does not start:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}

/** Opens the database (migrations run now, not on the first visitor) and says where mail goes. */
export function prepareStorage(): void {
  const config = authConfig();
  database();
  if (config.debug && config.production) {
    console.warn(JSON.stringify({ level: "warn", msg: "AUTH_DEBUG is ignored in production: no debug data, no debug user" }));
  }
  if (!config.smtpUrl) console.info(JSON.stringify({ level: "info", msg: "SMTP_URL is not set: mail is written to the outbox", outbox: config.outboxDir }));
}
