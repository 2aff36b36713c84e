// Password hashing shared by the server (lib/auth), the check of SHARED_LOGIN_* (lib/env/auth.ts)
// and the operator scripts (scripts/*.ts). The scripts and what they import (this file, lib/db's
// core, lib/env/database.ts) are TypeScript that Node runs as it is: in the container Node 22
// strips the types, on a development machine `tsx` does (npm run auth:*). So these files use only
// syntax that type stripping erases (no enums, no parameter properties), `import type` for types,
// and relative imports with the `.ts` extension.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
}

export interface ParsedPasswordHash extends ScryptParams {
  readonly salt: Buffer;
  readonly key: Buffer;
}

/** scrypt, memory-hard: 2^15 × 8 × 128 bytes = 32 MiB per hash. */
const SCRYPT_DEFAULTS: ScryptParams = Object.freeze({ logN: 15, r: 8, p: 1 });
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Bounds for parameters read from configuration, so a crafted hash cannot exhaust memory.
const LOG_N_RANGE = { min: 14, max: 20 };
const PATTERN = /^scrypt:(\d{1,2}):(\d{1,2}):(\d{1,2}):([A-Za-z0-9_-]{16,64}):([A-Za-z0-9_-]{32,128})$/;

/** The format: `scrypt:<logN>:<r>:<p>:<salt>:<key>`, salt and key in base64url (no `$`, safe in env files). */
export function parsePasswordHash(encoded: unknown): ParsedPasswordHash | undefined {
  const match = typeof encoded === "string" ? PATTERN.exec(encoded) : null;
  if (!match) return undefined;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < LOG_N_RANGE.min || logN > LOG_N_RANGE.max || r < 1 || r > 32 || p < 1 || p > 4) return undefined;
  const salt = Buffer.from(match[4] ?? "", "base64url");
  const key = Buffer.from(match[5] ?? "", "base64url");
  if (salt.length < SALT_LENGTH || key.length !== KEY_LENGTH) return undefined;
  return { logN, r, p, salt, key };
}

function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(normalize(password), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The same password typed on different keyboards (composed or decomposed letters) gives one hash. */
function normalize(password: string): string {
  return String(password).normalize("NFC");
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_DEFAULTS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `scrypt:${params.logN}:${params.r}:${params.p}:${salt.toString("base64url")}:${key.toString("base64url")}`;
}

/** Constant-time comparison; false for a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}
