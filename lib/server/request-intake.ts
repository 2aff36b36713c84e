/*
 * The product's one patch on a framework internal, kept on purpose: it wraps
 * http.Server.prototype.emit for the servers of this process. Next.js reads a request body to
 * its end before any answer goes out, and Next 16 has no supported limit that answers earlier:
 * experimental.proxyClientMaxBodySize only caps what the middleware buffers (the request goes on
 * with a truncated body), serverActions.bodySizeLimit concerns Server Actions only, and a custom
 * server cannot be combined with output "standalone". Proven by lib/server/request-intake.test.ts
 * and "a huge declared body is refused before it is sent" in tests/e2e/api-fuzzing.spec.ts.
 * Behind the example nginx (client_max_body_size 64k) a larger body never arrives here anyway.
 */
import "server-only";
import { Server, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { bodyLimitOf, bodyTooLargeText, declaresTooLargeBody } from "@/lib/server/body-limit";
import { NON_DOCUMENT_POLICY } from "@/lib/server/security/csp-policy.mjs";
import { throttledLog } from "./log-throttle";
import { recordAnswer } from "./metrics";
import { answerDatabaseOutageOf } from "./outage-answer";
import { trackServer } from "./shutdown";
import type { ClientTimeLimits } from "@/lib/env/operations";
import { forgetConnection, watchConnection, watchRequest } from "./slow-clients";

const KEEP_ALIVE_MS = 5_000;

const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"] as const;
const HIGHEST_PORT = 65_535;
/** Methods no route answers; Next would turn them into a 500. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

export type Refusal = "bodyTooLarge" | "badHost" | "methodNotAllowed" | "malformedEscape";

const REFUSALS: Record<Refusal, { status: number; log: string; error?: string }> = {
  bodyTooLarge: { status: 413, log: "request refused: declared body too large" },
  badHost: { status: 400, log: "request refused: Host port out of range" },
  methodNotAllowed: { status: 405, log: "request refused: method not allowed" },
  malformedEscape: {
    status: 400,
    log: "request refused: malformed percent-escape in the path",
    error: "The address has a malformed percent-escape: a % must start a UTF-8 character, such as %C3%A9 for é.",
  },
};

/**
 * Requests refused before Next sees them: bodies declared too large, Host ports out of range,
 * TRACE, and paths that are no valid percent-encoding (Next's router would throw on them and
 * answer 500 without a word in the log).
 */
export function refusalOf(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): Refusal | undefined {
  if (declaresTooLargeBody(headers["content-length"], bodyLimitOf(url))) return "bodyTooLarge";
  const port = /:(\d+)$/.exec(headers.host ?? "")?.[1];
  if (port !== undefined && Number(port) > HIGHEST_PORT) return "badHost";
  if (REFUSED_METHODS.has((method ?? "").toUpperCase())) return "methodNotAllowed";
  if (hasMalformedEscape(url ?? "")) return "malformedEscape";
  return undefined;
}

function hasMalformedEscape(url: string): boolean {
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Forwarded headers count only from a proxy the operator trusts. Without TRUST_PROXY a client's
 * own X-Forwarded-* are removed, and X-Forwarded-For is the socket's address, so rate limits,
 * HSTS and links never follow what the client claims. With it, the proxy's headers stay (the
 * last X-Forwarded-For entry is the address the proxy saw).
 */
export function applyForwardingTrust(headers: IncomingHttpHeaders, socketAddress: string | undefined, trustProxy: boolean): void {
  if (trustProxy) return;
  for (const name of FORWARDED_HEADERS) delete headers[name];
  if (socketAddress) headers["x-forwarded-for"] = socketAddress;
}

let installed = false;

/**
 * Next.js reads every request body through to its end before any answer goes out, even one
 * the middleware gives; a client announcing 100 MB would hold the connection until it has sent
 * them all. Such a request, a Host with an impossible port and a TRACE are answered as soon as
 * their headers arrive, and the connection is closed. Every server gets timeouts for slow
 * clients and is known to the shutdown; every answer is counted for /api/metrics. (Bodies sent
 * without a length are cut off by `proxyClientMaxBodySize` and refused by the API's body reader.)
 */
export function installRequestIntake(trustProxy: boolean, limits: ClientTimeLimits): void {
  if (installed) return;
  installed = true;
  const configured = new WeakSet<Server>();
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "connection") watchConnection(args[0] as Socket, limits);
    else if (event === "upgrade") forgetConnection(args[1] as Socket);
    else if (event === "request") {
      if (!configured.has(this)) {
        configured.add(this);
        // Node's own checks stay as a second line (they run only every 30 s, see slow-clients.ts).
        Object.assign(this, { headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, keepAliveTimeout: KEEP_ALIVE_MS });
        trackServer(this);
      }
      const [request, response] = args as [IncomingMessage, ServerResponse];
      watchRequest(request, response, limits);
      countWhenAnswered(request, response);
      const refusal = refusalOf(request.method, request.url, request.headers);
      if (refusal) {
        throttledLog(refusal, "warn", REFUSALS[refusal].log, { method: request.method, path: request.url?.slice(0, 200) });
        refuse(response, refusal, request.url);
        return true;
      }
      applyForwardingTrust(request.headers, request.socket.remoteAddress, trustProxy);
      answerDatabaseOutageOf(response);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

/** Metrics see the status as it went out, refusals of this intake included; an answer cut off by the client is not counted. */
function countWhenAnswered(request: IncomingMessage, response: ServerResponse): void {
  const arrived = performance.now();
  response.once("finish", () => recordAnswer(request.url, response.statusCode, (performance.now() - arrived) / 1000));
}

function refuse(response: ServerResponse, refusal: Refusal, url: string | undefined): void {
  const { status } = REFUSALS[refusal];
  const error = refusal === "bodyTooLarge" ? bodyTooLargeText(bodyLimitOf(url)) : REFUSALS[refusal].error;
  const body = error ? JSON.stringify({ error, code: refusal }) : "";
  response.writeHead(status, {
    ...(body ? { "Content-Type": "application/json" } : {}),
    ...(refusal === "methodNotAllowed" ? { Allow: "GET, HEAD, POST" } : {}),
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": NON_DOCUMENT_POLICY,
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  response.end(body);
}
