import "server-only";
import { hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { log } from "@/lib/server/log";
import { processSingleton } from "@/lib/server/singleton";
import type { SiteId } from "@/lib/tenancy/sites/types";
import type { AuthEnv } from "@/lib/env/auth";
import { serverEnv } from "@/lib/env/server-env";

interface AuthSecrets {
  /** Encrypts the session cookie (iron-session). */
  readonly sessionSecret: string;
  /** Signs the JWT inside it (HS256). */
  readonly jwtSecret: string;
  /**
   * Signs the device cookie (lib/auth/device-cookie.ts): derived from the JWT secret (HKDF), so
   * it needs no variable of its own, differs from every other key, and replicas sharing
   * JWT_SECRET share it. A new JWT_SECRET makes every browser an unknown device again.
   */
  readonly deviceKey: Uint8Array;
  /** Password of the debug user (development only, with AUTH_DEBUG). */
  readonly debugPassword: string;
}

export interface AuthConfig extends AuthEnv {
  readonly secrets: AuthSecrets;
}

/** The sign-in settings of this process with their secrets (from the environment, else the data folder's). */
export function authConfig(): AuthConfig {
  return processSingleton("auth-config", () => {
    const env = serverEnv.auth();
    return { ...env, secrets: secretsOf(env, serverEnv.files().dataDir) };
  });
}

export function sessionSeconds(site: SiteId): number {
  return authConfig().durations[site];
}

const devSecretsSchema = z.object({
  sessionSecret: z.string().min(32),
  jwtSecret: z.string().min(32),
  debugPassword: z.string().min(16),
});
const DEV_SECRETS_FILE = "dev-secrets.json";

/** Secrets from the environment; what is missing comes from a file made once in the data folder. */
function secretsOf(env: AuthEnv, dataDir: string): AuthSecrets {
  const file = join(/*turbopackIgnore: true*/ dataDir, DEV_SECRETS_FILE);
  const stored = readDevSecrets(file);
  const secrets = stored ?? {
    sessionSecret: randomBytes(32).toString("base64url"),
    jwtSecret: randomBytes(32).toString("base64url"),
    debugPassword: randomBytes(12).toString("base64url"),
  };
  if (!stored) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  const missing = [env.sessionSecret ? "" : "SESSION_SECRET", env.jwtSecret ? "" : "JWT_SECRET"].filter(Boolean);
  if (missing.length) {
    log("warn", "using the development secret of the data folder", { variables: missing, file });
  }
  const jwtSecret = env.jwtSecret ?? secrets.jwtSecret;
  return {
    sessionSecret: env.sessionSecret ?? secrets.sessionSecret,
    jwtSecret,
    deviceKey: new Uint8Array(hkdfSync("sha256", jwtSecret, "multisite", "device cookie", 32)),
    debugPassword: secrets.debugPassword,
  };
}

function readDevSecrets(file: string): z.infer<typeof devSecretsSchema> | undefined {
  try {
    const parsed = devSecretsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
