import "server-only";
import { authConfig } from "../auth/config";
import { closeDatabase, waitForDatabase } from "../db/connection";
import { serverEnv } from "../env/server-env";
import { switchConsoleToJson } from "../server/console-json";
import { log } from "../server/log";
import { installRequestIntake } from "../server/request-intake";
import { installShutdownHooks, onExit } from "../server/shutdown";

/**
 * Refuses to start on a bad configuration (one line per variable); then logging, shutdown, the
 * request intake (early refusals, forwarded headers, timeouts) and the database (migrations run now, not on the first visitor;
 * an unreachable database is waited for in the background while readiness answers 503).
 */
export function startServer(): void {
  const problems = serverEnv.problems();
  if (problems.length > 0) {
    console.error(`Configuration error, the server does not start:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    process.exit(1);
  }
  const operations = serverEnv.operations();
  if (operations.logFormat === "json") switchConsoleToJson();
  installShutdownHooks(operations.shutdownDrainSeconds);
  installRequestIntake(serverEnv.hosts().trustProxy, operations.clientTimeLimits);
  prepareStorage();
}

function prepareStorage(): void {
  const config = authConfig();
  onExit(closeDatabase);
  waitForDatabase(({ level, msg, ...fields }) => log(level, msg, fields)).catch((error: unknown) => {
    // Not an outage but a fault a retry would not mend (a failed migration): stop with its reason.
    log("error", "database: start-up failed", { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
  if (config.debug && config.production) {
    log("warn", "AUTH_DEBUG is ignored in production: no debug data, no debug user");
  }
  const mail = serverEnv.mail();
  if (!mail.smtpUrl) log("info", "SMTP_URL is not set: mail is written to the outbox", { outbox: mail.outboxDir });
}
