import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ClientTimeLimits } from "@/lib/env/operations";
import { throttledLog } from "./log-throttle";

const TIMEOUT_ANSWER = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

interface ConnectionWatch {
  /** When the current request began: the connection opened or the previous answer went out. */
  requestStart: number;
  /** Requests of this connection whose answer is still under way. */
  answering: number;
  headersTimer?: ReturnType<typeof setTimeout>;
}

const watches = new WeakMap<Socket, ConnectionWatch>();

/**
 * Node checks its own headersTimeout and requestTimeout only every 30 s (the server's
 * connectionsCheckingInterval, fixed when Next creates the server), so a slow client was cut
 * after 20–50 s instead of 20. Each connection gets its own timers instead: the headers of a
 * request within `headersMs`, the whole request within `requestMs`, both counted from its start.
 */
export function watchConnection(socket: Socket, limits: ClientTimeLimits): void {
  const watch: ConnectionWatch = { requestStart: performance.now(), answering: 0 };
  watches.set(socket, watch);
  awaitHeaders(socket, watch, limits);
  socket.once("close", () => clearTimeout(watch.headersTimer));
}

/** The headers of a request arrived: now its body must be complete in what is left of `requestMs`. */
export function watchRequest(request: IncomingMessage, response: ServerResponse, limits: ClientTimeLimits): void {
  const socket = request.socket;
  const watch = watches.get(socket);
  if (!watch) return;
  clearTimeout(watch.headersTimer);
  watch.answering += 1;
  const left = Math.max(0, limits.requestMs - (performance.now() - watch.requestStart));
  const bodyTimer = setTimeout(() => {
    if (!request.complete) cut(socket, response, "body", limits.requestMs);
  }, left);
  bodyTimer.unref();
  response.once("close", () => {
    clearTimeout(bodyTimer);
    watch.answering -= 1;
    // A kept-alive connection: the next request begins now.
    if (watch.answering === 0 && !socket.destroyed) {
      watch.requestStart = performance.now();
      awaitHeaders(socket, watch, limits);
    }
  });
}

/** An upgraded connection (WebSocket) speaks another protocol from here on: no more HTTP timers. */
export function forgetConnection(socket: Socket): void {
  clearTimeout(watches.get(socket)?.headersTimer);
  watches.delete(socket);
}

function awaitHeaders(socket: Socket, watch: ConnectionWatch, limits: ClientTimeLimits): void {
  clearTimeout(watch.headersTimer);
  watch.headersTimer = setTimeout(() => cut(socket, undefined, "headers", limits.headersMs), limits.headersMs);
  watch.headersTimer.unref();
}

/** As Node itself does on its timeouts: 408 unless an answer has begun, then the connection ends. */
function cut(socket: Socket, response: ServerResponse | undefined, part: "headers" | "body", limitMs: number): void {
  if (socket.destroyed) return;
  throttledLog("slowClient", "warn", `connection closed: the request's ${part} did not arrive within ${limitMs / 1000} s`);
  if (socket.writable && !response?.headersSent) socket.write(TIMEOUT_ANSWER);
  socket.destroy();
}
