import "server-only";
import type { z } from "zod";
import { bodyTooLargeText, declaresTooLargeBody, MAX_BODY_BYTES } from "@/lib/server/body-limit";
import { isDatabaseUnavailable } from "@/lib/server/database-outage";
import { throttledLog } from "@/lib/server/log-throttle";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { isSameOrigin, type RequestContext } from "./request-context";
import { requestContext, signedInAnswer, type Session } from "./session";

/** Error codes of the auth API; the forms show a translated text for each. */
export type ApiErrorCode =
  | "crossOrigin"
  | "noSite"
  | "unsupportedMediaType"
  | "bodyTooLarge"
  | "malformedJson"
  | "invalidInput"
  | "wrongCredentials"
  | "rateLimited"
  | "notSignedIn"
  | "sharedLevelRequired"
  | "personalLevelRequired"
  | "notEntitled"
  | "userNameTaken"
  | "emailTaken"
  | "reservedName"
  | "mailFailed"
  | "wrongPassword"
  | "notFound"
  | "httpsRequired"
  | "databaseUnavailable"
  | "notEditor"
  | "textRefused"
  | "factRefused"
  | "publishConflict";

const NO_STORE = { "Cache-Control": "no-store" };

export function jsonResponse(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(data, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(status: number, code: ApiErrorCode, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return jsonResponse({ error, code, ...extra }, status, headers);
}

/** The one 429: the wait in seconds both in the body and in Retry-After. */
export function rateLimitedResponse(seconds: number, text: string): Response {
  return errorResponse(429, "rateLimited", text, { retryAfter: seconds }, { "Retry-After": String(seconds) });
}

export type Guarded = { ok: true; context: RequestContext & { site: SiteId } } | { ok: false; response: Response };

/** Every POST of the auth API: a same-origin request for a host whose site has an internal area. */
export async function guardPost(request: Request): Promise<Guarded> {
  const context = await requestContext();
  if (!isSameOrigin(request.headers, context)) {
    return { ok: false, response: errorResponse(403, "crossOrigin", "Cross-origin request refused.") };
  }
  const { site } = context;
  if (!site) return { ok: false, response: errorResponse(404, "noSite", "This host has no internal area.") };
  if (!context.secureTransport) {
    return { ok: false, response: errorResponse(403, "httpsRequired", "HTTP is no longer supported. Use HTTPS instead.") };
  }
  return { ok: true, context: { ...context, site } };
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** JSON content type, a bounded body, well-formed JSON, then the schema: 415, 413 or 400 otherwise. */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>, maxBytes = MAX_BODY_BYTES): Promise<Parsed<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: errorResponse(415, "unsupportedMediaType", "The body must be JSON (Content-Type: application/json).") };
  }
  const text = await readLimited(request, maxBytes);
  if (text === undefined) {
    return { ok: false, response: errorResponse(413, "bodyTooLarge", bodyTooLargeText(maxBytes)) };
  }
  let json: unknown;
  try {
    json = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, "malformedJson", "The body is not valid JSON.") };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
    return { ok: false, response: errorResponse(400, "invalidInput", "Some fields are missing or invalid.", { fields }) };
  }
  return { ok: true, data: parsed.data };
}

async function readLimited(request: Request, maxBytes: number): Promise<string | undefined> {
  if (declaresTooLargeBody(request.headers.get("content-length"), maxBytes)) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The answer of sign-in and POST /api/check-auth-status: `isAuthenticated`, the user (name, level, entitlement) and the token. */
export function authStatusBody(session: Session) {
  return { isAuthenticated: true, ...signedInAnswer(session) };
}

/** Seconds a client waits before trying again while the database does not answer. */
const DATABASE_RETRY_SECONDS = 5;

/**
 * A handler whose database does not answer (unreachable, restarting, too slow) says so with 503
 * and Retry-After, rather than a 500: the client may try again, nothing is broken.
 */
export function answerDatabaseOutage(handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      throttledLog("databaseOutageApi", "warn", "request refused: the database does not answer", { path: new URL(request.url).pathname });
      return errorResponse(
        503,
        "databaseUnavailable",
        "The service is briefly unavailable (its database does not answer). Try again in a few seconds.",
        { retryAfter: DATABASE_RETRY_SECONDS },
        { "Retry-After": String(DATABASE_RETRY_SECONDS) },
      );
    }
  };
}
