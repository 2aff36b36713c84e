import "server-only";
import { switchConsoleToJson } from "./server/log";
import { parseOperationsConfig } from "./server/operations-config";
import { installShutdownHooks } from "./server/shutdown";
import { startupProblems } from "./startup-check";

/** Refuses to start on a bad configuration (one line per variable), then sets up logging and shutdown. */
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
}
