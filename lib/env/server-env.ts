import { parseAuthEnv } from "./auth.ts";
import { buildProblems, builtSiteHosts } from "./build.ts";
import { parseDatabaseConfig } from "./database.ts";
import { parseFilesConfig } from "./files.ts";
import { parseHostConfig, publicPortOf } from "./hosts.ts";
import { parseMailConfig } from "./mail.ts";
import { parseOperationsConfig } from "./operations.ts";
import type { EnvSource, Parsed } from "./source.ts";

/** Each concern of the environment, in the order start-up reports their problems. */
const concerns = {
  hosts: parseHostConfig,
  operations: parseOperationsConfig,
  auth: parseAuthEnv,
  mail: parseMailConfig,
  files: parseFilesConfig,
  database: parseDatabaseConfig,
};
type Concern = keyof typeof concerns;
type ConfigOf<C extends Concern> = Extract<ReturnType<(typeof concerns)[C]>, { ok: true }>["config"];

/** Every problem of the environment `env`, one line per variable. */
function environmentProblems(env: EnvSource): string[] {
  return Object.values(concerns).flatMap((parse) => {
    const result: Parsed<unknown> = parse(env);
    return result.ok ? [] : result.errors;
  });
}

/**
 * What must stop the server: the variables that differ from the build (only when the hosts are
 * valid, so they can be compared), then every bad variable. The test seam of start-up: any
 * environment and any build's snapshot.
 */
export function startupProblems(env: EnvSource, builtSnapshot: string | undefined): string[] {
  const configErrors = environmentProblems(env);
  return parseHostConfig(env).ok ? [...buildProblems(env, builtSnapshot), ...configErrors] : configErrors;
}

type Cache = Partial<{ [C in Concern]: ConfigOf<C> }>;
const CACHE_KEY = Symbol.for("multisite.server-env");

/**
 * A concern of this process's environment, parsed at its first use and kept for the process (on
 * globalThis: Next loads this module once per bundle). Each concern is read on its own: the build
 * prerenders with the hosts while the secrets are still missing. Start-up (instrumentation)
 * refuses to run on any problem, so a throw here means a test set-up or a tool run without it.
 */
function configOf<C extends Concern>(concern: C): ConfigOf<C> {
  const holder = globalThis as unknown as Record<symbol, Cache | undefined>;
  const cache = (holder[CACHE_KEY] ??= {});
  const known = cache[concern];
  if (known !== undefined) return known as ConfigOf<C>;
  const result = concerns[concern](process.env) as Parsed<ConfigOf<C>>;
  if (!result.ok) throw new Error(`Invalid configuration (${concern}):\n${result.errors.join("\n")}`);
  cache[concern] = result.config as Cache[C];
  return result.config;
}

/** The typed settings of this process, one accessor per concern. */
export const serverEnv = {
  /** What stops this server at start (startupProblems of its environment and its build). */
  problems: () => startupProblems(process.env, builtSiteHosts()),
  hosts: () => configOf("hosts"),
  /** The port of the local canonical origins (`http://<site>.localhost:<port>`): PUBLIC_PORT, else PORT. */
  publicPort: () => publicPortOf(process.env),
  operations: () => configOf("operations"),
  auth: () => configOf("auth"),
  mail: () => configOf("mail"),
  files: () => configOf("files"),
  database: () => configOf("database"),
};
