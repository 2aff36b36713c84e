import "server-only";
import { authConfig } from "../auth/config";
import { closeDatabase, waitForDatabase } from "../db/connection";
import { hostConfig } from "../tenancy/hosts/env";
import { switchConsoleToJson } from "../server/console-json";
import { log } from "../server/log";
import { parseOperationsConfig } from "../server/operations-config";
import { installRequestIntake } from "../server/request-intake";
import { installShutdownHooks, onExit } from "../server/shutdown";
import { startupProblems } from "./startup-check";

/**
 * Refuses to start on a bad configuration (one line per variable); then logging, shutdown, the
 * request intake (early refusals, forwarded headers, timeouts) and the database (migrations run now, not on the first visitor;
 * an unreachable database is waited for in the background while readiness answers 503).
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
  installRequestIntake(hostConfig().trustProxy, operations.config.clientTimeLimits);
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
  if (!config.smtpUrl) log("info", "SMTP_URL is not set: mail is written to the outbox", { outbox: config.outboxDir });
}
