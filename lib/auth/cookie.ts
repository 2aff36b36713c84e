/**
 * The session cookie: over https `__Host-session` with `Secure` (bound to this exact host,
 * path `/`), over plain http on local hosts `session`. HttpOnly and SameSite=Lax always.
 */
export const SESSION_COOKIE = "session";
export const SECURE_SESSION_COOKIE = "__Host-session";

export type RequestProtocol = "http" | "https";

export function sessionCookieName(protocol: RequestProtocol): string {
  return protocol === "https" ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export interface SessionCookieOptions {
  readonly httpOnly: true;
  readonly sameSite: "lax";
  readonly secure: boolean;
  readonly path: "/";
  readonly maxAge: number;
}

export function sessionCookieOptions(protocol: RequestProtocol, maxAgeSeconds: number): SessionCookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: protocol === "https", path: "/", maxAge: maxAgeSeconds };
}
