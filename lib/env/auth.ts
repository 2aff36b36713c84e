import { z } from "zod";
import { parsePasswordHash } from "../crypto/password-hash.ts";
import { siteHostsVariable } from "./hosts.ts";
import { variableReader } from "./read-variable.ts";
import { siteIds, type SiteId } from "./site-ids.ts";
import type { EnvSource, Parsed } from "./source.ts";

/**
 * The variables of sign-in and sessions, one message per bad variable. Pure: no secret is read
 * from disk here (lib/auth/config.ts adds the development secrets) and none is echoed in a message.
 */
interface SharedLogin {
  readonly userName: string;
  readonly passwordHash: string;
}

export interface AuthEnv {
  readonly sessionSecret?: string;
  readonly jwtSecret?: string;
  /** Seconds a session lasts, per site (SESSION_DURATION_<SITE> over SESSION_DURATION). */
  readonly durations: Readonly<Record<SiteId, number>>;
  readonly sharedLogins: Readonly<Partial<Record<SiteId, SharedLogin>>>;
  /** The debug user of POST /api/debug-data; never honoured in production. */
  readonly debug: boolean;
  readonly production: boolean;
}

const MIN_SECRET_LENGTH = 32;
const DEFAULT_SESSION_SECONDS = 3600;
const MIN_SESSION_SECONDS = 5;
const MAX_SESSION_SECONDS = 30 * 24 * 3600;
const SHARED_USER_NAME_MIN = 12;

export const sharedLoginVariable = (id: SiteId) => `SHARED_LOGIN_${id.toUpperCase()}`;
const sessionDurationVariable = (id: SiteId) => `SESSION_DURATION_${id.toUpperCase()}`;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

const duration = z
  .string()
  .trim()
  .regex(/^\d{1,7}[smhd]?$/, { message: "is not a duration (seconds, or a number with s, m, h or d, e.g. 3600 or 1h)" })
  .transform((value) => {
    const unit = /[smhd]$/.test(value) ? (value.slice(-1) as keyof typeof UNIT_SECONDS) : "s";
    return Number.parseInt(value, 10) * UNIT_SECONDS[unit];
  })
  .refine((seconds) => seconds >= MIN_SESSION_SECONDS && seconds <= MAX_SESSION_SECONDS, {
    message: `must lie between ${MIN_SESSION_SECONDS} seconds and 30 days`,
  });

const secret = z
  .string()
  .refine((value) => value.length >= MIN_SECRET_LENGTH, {
    error: (issue) =>
      `is ${String(issue.input).length} characters long; it needs at least ${MIN_SECRET_LENGTH} (make one with: openssl rand -base64 48)`,
  });

const sharedLogin = z.string().transform((value, context): SharedLogin => {
  const separator = value.indexOf(":");
  const userName = separator > 0 ? value.slice(0, separator) : "";
  const passwordHash = value.slice(separator + 1);
  if (!/^[A-Za-z0-9._@-]+$/.test(userName) || userName.length < SHARED_USER_NAME_MIN || userName.length > 128) {
    context.addIssue({
      code: "custom",
      message: `must start with a user name of ${SHARED_USER_NAME_MIN} to 128 letters, digits or . _ @ - followed by ":" and the hash (npm run auth:hash-password)`,
    });
    return { userName, passwordHash };
  }
  if (!parsePasswordHash(passwordHash)) {
    context.addIssue({ code: "custom", message: "has no valid password hash after the user name; make one with npm run auth:hash-password" });
  }
  return { userName, passwordHash };
});

const flag = z
  .enum(["true", "false", "1", "0"], { message: 'must be "true" or "false"' })
  .transform((value) => value === "true" || value === "1");

/** Production with real hosts must bring its own secrets (several containers share them). */
function secretsRequired(env: EnvSource): boolean {
  return env.NODE_ENV === "production" && siteIds.some((id) => (env[siteHostsVariable(id)] ?? "").trim() !== "");
}

/** SESSION_SECRET, JWT_SECRET, SESSION_DURATION[_<SITE>], SHARED_LOGIN_<SITE> and AUTH_DEBUG. */
export function parseAuthEnv(env: EnvSource): Parsed<AuthEnv> {
  const errors: string[] = [];
  const read = variableReader(env, errors);

  const required = secretsRequired(env);
  const secrets = (["SESSION_SECRET", "JWT_SECRET"] as const).map((name) => {
    const value = read(name, secret, { echo: false });
    if (value === undefined && required && !(env[name] ?? "").trim()) {
      errors.push(
        `${name}: is missing; a production server with SITE_HOSTS_* set needs a secret of at least ${MIN_SECRET_LENGTH} characters (make one with: openssl rand -base64 48)`,
      );
    }
    return value;
  });
  const [sessionSecret, jwtSecret] = secrets;
  if (sessionSecret && sessionSecret === jwtSecret) errors.push("JWT_SECRET: must differ from SESSION_SECRET");

  const defaultDuration = read("SESSION_DURATION", duration) ?? DEFAULT_SESSION_SECONDS;
  const durations = Object.fromEntries(
    siteIds.map((id) => [id, read(sessionDurationVariable(id), duration) ?? defaultDuration]),
  ) as Record<SiteId, number>;
  const sharedLogins: Partial<Record<SiteId, SharedLogin>> = {};
  for (const id of siteIds) {
    const login = read(sharedLoginVariable(id), sharedLogin, { echo: false });
    if (login) sharedLogins[id] = login;
  }

  const config: AuthEnv = {
    sessionSecret,
    jwtSecret,
    durations,
    sharedLogins,
    debug: read("AUTH_DEBUG", flag) ?? false,
    production: env.NODE_ENV === "production",
  };
  return errors.length ? { ok: false, errors } : { ok: true, config };
}
