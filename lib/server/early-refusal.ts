import "server-only";
import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { bodyTooLargeText, declaresTooLargeBody, MAX_BODY_BYTES } from "@/lib/http/body-limit";
import { NON_DOCUMENT_POLICY } from "@/lib/security/csp-policy.mjs";

let installed = false;

/**
 * Next.js reads every request body through to its end before any answer goes out, even one
 * the middleware gives; a client announcing 100 MB would hold the connection until it has sent
 * them all. A request that declares a body over the limit is answered with 413 as soon as its
 * headers arrive, and the connection is closed. (Bodies sent without a length are cut off by
 * `proxyClientMaxBodySize` and refused by the API's body reader.)
 */
export function refuseOversizedBodiesEarly(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (declaresTooLargeBody(request.headers["content-length"])) {
        refuse(response);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

function refuse(response: ServerResponse): void {
  const body = JSON.stringify({ error: bodyTooLargeText(MAX_BODY_BYTES), code: "bodyTooLarge" });
  response.writeHead(413, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": NON_DOCUMENT_POLICY,
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  response.end(body);
}
