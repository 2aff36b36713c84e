import "server-only";
import { authConfig } from "./auth/config";
import { database } from "./db/connection";
import { hostConfig } from "./hosts/env";
import { log, switchConsoleToJson } from "./server/log";
import { parseOperationsConfig } from "./server/operations-config";
import { installRequestIntake } from "./server/request-intake";
import { installShutdownHooks, onExit } from "./server/shutdown";
import { startupProblems } from "./startup-check";

/**
 * Refuses to start on a bad configuration (one line per variable); then logging, shutdown, the
 * request intake (early refusals, forwarded headers, timeouts) and the database (migrations run now, not on the first visitor).
 */
export function startServer(): void {
  const problems = startupProblems(process.env, process.env.BUILT_SITE_HOSTS);
  if (problems.length > 0) {
    console.error(`Configuration error, the server does not start:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    process.exit(1);
  }
  const operations = parseOperationsConfig(process.env);
  if (!operations.ok) return;
  if (operations.config.logFormat === "json") switchConsoleToJson();
  installShutdownHooks(operations.config.shutdownDrainSeconds);
  installRequestIntake(hostConfig().trustProxy);
  prepareStorage();
}

function prepareStorage(): void {
  const config = authConfig();
  const db = database();
  onExit(() => db.close());
  if (config.debug && config.production) {
    log("warn", "AUTH_DEBUG is ignored in production: no debug data, no debug user");
  }
  if (!config.smtpUrl) log("info", "SMTP_URL is not set: mail is written to the outbox", { outbox: config.outboxDir });
}
