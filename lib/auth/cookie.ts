/**
 * The two cookies of sign-in, both HttpOnly and SameSite=Lax, over https with `Secure` and the
 * `__Host-` prefix (bound to this exact host, path `/`), over plain http on local hosts without:
 * - the session cookie, set at sign-in and cleared at log-out;
 * - the device cookie, set at every successful sign-in and kept after log-out: it tells the
 *   sign-in limits that this browser has signed in before (lib/auth/device-cookie.ts).
 */
const SESSION_COOKIE = "session";
const SECURE_SESSION_COOKIE = "__Host-session";
const DEVICE_COOKIE = "device";
const SECURE_DEVICE_COOKIE = "__Host-device";

export type RequestProtocol = "http" | "https";

export function sessionCookieName(protocol: RequestProtocol): string {
  return protocol === "https" ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export function deviceCookieName(protocol: RequestProtocol): string {
  return protocol === "https" ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
}

export interface CookieOptions {
  readonly httpOnly: true;
  readonly sameSite: "lax";
  readonly secure: boolean;
  readonly path: "/";
  readonly maxAge: number;
}

export function cookieOptions(protocol: RequestProtocol, maxAgeSeconds: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: protocol === "https", path: "/", maxAge: maxAgeSeconds };
}
