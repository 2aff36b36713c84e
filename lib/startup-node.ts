import "server-only";
import { startupProblems } from "./startup-check";

export function refuseBadConfiguration(): void {
  const problems = startupProblems(process.env, process.env.BUILT_SITE_HOSTS);
  if (problems.length === 0) return;
  console.error(`Configuration error, the server does not start:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
  process.exit(1);
}
