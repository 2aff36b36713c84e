import type { TokenClaims } from "@/lib/auth/claims";

/**
 * The payload of a JWT, without checking its signature (the server does that). Undefined for a
 * non-string, a missing part, bad base64 or bad JSON.
 */
export function decodeToken(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== "string") return undefined;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
    const json = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export type TokenCheck = { valid: true; claims: TokenClaims } | { valid: false; claims?: Partial<TokenClaims> };

const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A usable token: it decodes, `iat` is not in the future, `exp` is not in the past, a user name exists. */
export function checkToken(token: unknown, nowMs: number): TokenCheck {
  const payload = decodeToken(token);
  if (!payload) return { valid: false };
  const username = typeof payload.username === "string" && payload.username !== "" ? payload.username : undefined;
  const iat = isTime(payload.iat) ? payload.iat : undefined;
  const exp = isTime(payload.exp) ? payload.exp : undefined;
  if (username === undefined || iat === undefined || exp === undefined || iat * 1000 > nowMs || exp * 1000 <= nowMs) {
    return { valid: false, claims: { username, iat, exp } };
  }
  return { valid: true, claims: { username, iat, exp } };
}
