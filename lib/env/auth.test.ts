import { describe, expect, it } from "vitest";
import { parseAuthEnv } from "@/lib/env/auth";
import { parseFilesConfig } from "@/lib/env/files";

const HASH = "scrypt:15:8:1:PR3Kl8g576my12PbSqQXjw:EViG9YCiicCxOM9qtSrSBkwS7z6o9sxjDb5W19OCk-k";
const production = { NODE_ENV: "production", SITE_HOSTS_FORUM: "forum.example.org" };
const secrets = { SESSION_SECRET: "s".repeat(32), JWT_SECRET: "j".repeat(40) };

function errorsOf(env: Record<string, string>): string[] {
  const result = parseAuthEnv(env);
  return result.ok ? [] : result.errors;
}

describe("sign-in configuration", () => {
  it("needs nothing on a fresh clone: defaults and a development secret", () => {
    const result = parseAuthEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // The README's default: an hour.
    expect(result.config.durations.forum).toBe(3600);
    expect(result.config.sessionSecret).toBeUndefined();
    expect(result.config.debug).toBe(false);
    const files = parseFilesConfig({});
    expect(files.ok && files.config.dataDir.endsWith("/data")).toBe(true);
  });

  it("a production server with real hosts refuses to start without secrets and names them", () => {
    expect(errorsOf(production)).toEqual([
      expect.stringMatching(/^SESSION_SECRET: is missing; .* at least 32 characters/),
      expect.stringMatching(/^JWT_SECRET: is missing; /),
    ]);
    expect(errorsOf({ ...production, ...secrets })).toEqual([]);
    // next start without production hosts (npm start on a fresh clone) still runs.
    expect(errorsOf({ NODE_ENV: "production" })).toEqual([]);
  });

  it("a secret shorter than 32 characters is refused, naming the variable but not the value", () => {
    const errors = errorsOf({ ...secrets, SESSION_SECRET: "short-but-secret" });
    expect(errors).toEqual([expect.stringMatching(/^SESSION_SECRET: is 16 characters long; it needs at least 32/)]);
    expect(errors.join()).not.toContain("short-but-secret");
    expect(errorsOf({ SESSION_SECRET: "x".repeat(32), JWT_SECRET: "x".repeat(32) })).toEqual(["JWT_SECRET: must differ from SESSION_SECRET"]);
  });

  it("reads durations in seconds or with a unit, per site over the default", () => {
    const result = parseAuthEnv({ SESSION_DURATION: "2h", SESSION_DURATION_LOBBY: "90", SESSION_DURATION_VAULT: "15m" });
    expect(result.ok && result.config.durations).toMatchObject({ forum: 7200, lobby: 90, vault: 900 });
    expect(errorsOf({ SESSION_DURATION: "soon" })).toEqual([expect.stringMatching(/^SESSION_DURATION: is not a duration/)]);
    expect(errorsOf({ SESSION_DURATION_FORUM: "1s" })).toEqual([expect.stringMatching(/^SESSION_DURATION_FORUM: must lie between/)]);
  });

  it("reads a shared login as user name and hash, and explains a bad one", () => {
    const result = parseAuthEnv({ SHARED_LOGIN_FORUM: `forum-members-2025:${HASH}` });
    expect(result.ok && result.config.sharedLogins.forum).toEqual({ userName: "forum-members-2025", passwordHash: HASH });
    expect(errorsOf({ SHARED_LOGIN_FORUM: `short:${HASH}` })).toEqual([expect.stringMatching(/^SHARED_LOGIN_FORUM: must start with a user name of 12/)]);
    expect(errorsOf({ SHARED_LOGIN_VAULT: "vault-members-2025:plaintext-password" })).toEqual([
      expect.stringMatching(/^SHARED_LOGIN_VAULT: has no valid password hash .*npm run auth:hash-password/),
    ]);
    expect(errorsOf({ SHARED_LOGIN_VAULT: "vault-members-2025:plaintext-password" }).join()).not.toContain("plaintext-password");
  });

  it("checks AUTH_DEBUG", () => {
    expect(errorsOf({ AUTH_DEBUG: "true" })).toEqual([]);
    expect(errorsOf({ AUTH_DEBUG: "yes" })).toEqual(['AUTH_DEBUG: must be "true" or "false" (got "yes")']);
  });
});
