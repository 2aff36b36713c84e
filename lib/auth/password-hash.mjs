// Password hashing shared by the server (lib/auth) and the operator scripts (scripts/*.mjs).
// Plain JavaScript on purpose: the operator runs the scripts with plain Node in the container,
// where neither a TypeScript loader nor the dev dependencies exist.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** scrypt, memory-hard: 2^15 × 8 × 128 bytes = 32 MiB per hash. */
const SCRYPT_DEFAULTS = Object.freeze({ logN: 15, r: 8, p: 1 });
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Bounds for parameters read from configuration, so a crafted hash cannot exhaust memory.
const LOG_N_RANGE = [14, 20];
const PATTERN = /^scrypt:(\d{1,2}):(\d{1,2}):(\d{1,2}):([A-Za-z0-9_-]{16,64}):([A-Za-z0-9_-]{32,128})$/;

/** The format: `scrypt:<logN>:<r>:<p>:<salt>:<key>`, salt and key in base64url (no `$`, safe in env files). */
export function parsePasswordHash(encoded) {
  const match = typeof encoded === "string" ? PATTERN.exec(encoded) : null;
  if (!match) return undefined;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < LOG_N_RANGE[0] || logN > LOG_N_RANGE[1] || r < 1 || r > 32 || p < 1 || p > 4) return undefined;
  const salt = Buffer.from(match[4], "base64url");
  const key = Buffer.from(match[5], "base64url");
  if (salt.length < SALT_LENGTH || key.length !== KEY_LENGTH) return undefined;
  return { logN, r, p, salt, key };
}

function derive(password, salt, { logN, r, p }) {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(normalize(password), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The same password typed on different keyboards (composed or decomposed letters) gives one hash. */
function normalize(password) {
  return String(password).normalize("NFC");
}

export async function hashPassword(password, params = SCRYPT_DEFAULTS) {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return `scrypt:${params.logN}:${params.r}:${params.p}:${salt.toString("base64url")}:${key.toString("base64url")}`;
}

/** Constant-time comparison; false for a malformed hash. */
export async function verifyPassword(password, encoded) {
  const parsed = parsePasswordHash(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}
