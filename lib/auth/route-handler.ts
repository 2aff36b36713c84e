import "server-only";
import type { z } from "zod";
import type { SiteId } from "@/lib/tenancy/sites/types";
import { answerDatabaseOutage, errorResponse, guardPost, readJsonBody } from "./api";
import type { RequestContext } from "./request-context";
import { currentSession, requestContext, type Session } from "./session";

export type SiteContext = RequestContext & { site: SiteId };

export interface ApiRequest<T> {
  readonly request: Request;
  readonly context: SiteContext;
  /** The validated JSON body; undefined where the handler takes none. */
  readonly body: T;
}

export interface MemberRequest<T> extends ApiRequest<T> {
  readonly session: Session;
}

/** Says why a session may not use a route, or nothing when it may. */
export type SessionGate = (session: Session) => Response | undefined;

/** The 403s of the members' routes, word for word as the API documents them. */
export const refusals = {
  personalLevelRequired: () => errorResponse(403, "personalLevelRequired", "Only a personal account has a password of its own."),
  sharedLevelRequired: () => errorResponse(403, "sharedLevelRequired", "Registration is open after signing in with the shared access of this site."),
  notEntitled: () => errorResponse(403, "notEntitled", "The chat is open to entitled members."),
};

export const personalAccountOnly: SessionGate = (session) =>
  session.level === "personal" && session.accountId !== null ? undefined : refusals.personalLevelRequired();
export const sharedLevelOnly: SessionGate = (session) => (session.level === "shared" ? undefined : refusals.sharedLevelRequired());
export const entitledOnly: SessionGate = (session) => (session.entitled && session.accountId !== null ? undefined : refusals.notEntitled());

type Schema<T> = z.ZodType<T> | null;

/**
 * A state-changing API request (same origin, a site with an internal area, https), then its
 * JSON body against `schema` (`null`: the route reads no body): 403, 404, 415, 413 or 400 with
 * the API's error texts before the handler runs; 503 while the database does not answer.
 */
export function withRequest<T>(schema: Schema<T>, handler: (input: ApiRequest<T>) => Promise<Response> | Response) {
  return answerDatabaseOutage(async (request: Request): Promise<Response> => {
    const guarded = await guardPost(request);
    if (!guarded.ok) return guarded.response;
    const body = await bodyOf(request, schema);
    if (!body.ok) return body.response;
    return handler({ request, context: guarded.context, body: body.data });
  });
}

export interface SessionOptions {
  /** Which sessions may use the route (default: every signed-in one). */
  readonly gate?: SessionGate;
  /** Fields the 401 carries besides the error (check-auth-status says `isAuthenticated: false`). */
  readonly signedOut?: Readonly<Record<string, unknown>>;
  /** A larger body than the API's usual limit (lib/server/body-limit.ts). */
  readonly maxBodyBytes?: number;
}

/**
 * A members' API request: read the session once, refuse with 401 without one and 403 when the
 * gate says no, then validate the body; the handler gets all three. GET requests (the chat's
 * event stream) change nothing, so they skip the same-origin proof and carry no body.
 */
export function withSession<T>(schema: Schema<T>, handler: (input: MemberRequest<T>) => Promise<Response> | Response, options: SessionOptions = {}) {
  return answerDatabaseOutage(async (request: Request): Promise<Response> => {
    const reading = request.method === "GET" || request.method === "HEAD";
    const guarded = reading ? { ok: true as const, context: await requestContext() } : await guardPost(request);
    if (!guarded.ok) return guarded.response;
    const session = await currentSession(guarded.context);
    if (!session) return errorResponse(401, "notSignedIn", "Not signed in.", options.signedOut);
    const refusal = options.gate?.(session);
    if (refusal) return refusal;
    const body = reading ? { ok: true as const, data: undefined as T } : await bodyOf(request, schema, options.maxBodyBytes);
    if (!body.ok) return body.response;
    return handler({ request, context: { ...guarded.context, site: session.site }, session, body: body.data });
  });
}

function bodyOf<T>(request: Request, schema: Schema<T>, maxBytes?: number) {
  return schema ? readJsonBody(request, schema, maxBytes) : Promise.resolve({ ok: true as const, data: undefined as T });
}
