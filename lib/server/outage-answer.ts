import "server-only";
import type { ServerResponse } from "node:http";
import { databaseOutageSeen } from "@/lib/server/database-outage";

/** A 500 within this long of a query that failed for want of the database is that outage. */
const OUTAGE_WINDOW_MS = 10_000;
const RETRY_SECONDS = 5;
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Briefly unavailable</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Briefly unavailable</h1>
<p>This page needs the site's database, which does not answer at the moment. Nothing is lost: please try again in a few seconds.</p>
</body></html>
`;

const outageHeaders = () => ({
  "Content-Type": "text/html; charset=utf-8",
  "Content-Length": String(Buffer.byteLength(PAGE)),
  "Cache-Control": "no-store",
  "Retry-After": String(RETRY_SECONDS),
  "Content-Security-Policy": PAGE_POLICY,
  "X-Content-Type-Options": "nosniff",
});

/** The same answer where a response is built rather than written (the middleware's own checks). */
export const databaseOutageResponse = () => new Response(PAGE, { status: 503, headers: outageHeaders() });

/**
 * A page that needs the database fails inside Next while the database is out of reach, and
 * Next answers 500. Seen from outside that is no fault of the page but a passing outage: the
 * answer becomes 503 with Retry-After and a short page that says so. (The API's handlers answer
 * 503 themselves, see answerDatabaseOutage; pages have no way to set their status.)
 */
export function answerDatabaseOutageOf(response: ServerResponse): void {
  const writeHead = response.writeHead;
  const write = response.write;
  const end = response.end;
  let replaced = false;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode !== 500 || !databaseOutageSeen(OUTAGE_WINDOW_MS)) return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
    replaced = true;
    for (const name of this.getHeaderNames()) this.removeHeader(name);
    return Reflect.apply(writeHead, this, [503, outageHeaders()]) as ServerResponse;
  } as typeof response.writeHead;
  // Next sets statusCode and calls write() or end() (headers go out implicitly): decide first.
  const decide = (self: ServerResponse) => {
    if (!replaced && !self.headersSent && self.statusCode === 500) self.writeHead(500);
  };
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    decide(this);
    if (replaced) return true;
    return Reflect.apply(write, this, args) as boolean;
  } as typeof response.write;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    decide(this);
    if (!replaced) return Reflect.apply(end, this, args) as ServerResponse;
    return Reflect.apply(end, this, [PAGE]) as ServerResponse;
  } as typeof response.end;
}
