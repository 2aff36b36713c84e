import "server-only";
import type { Server } from "node:http";
import { log } from "./log";
import { processSingleton } from "./singleton";

type Closer = () => void;

interface ShutdownState {
  shuttingDown: boolean;
  readonly closers: Set<Closer>;
  readonly finalClosers: Set<Closer>;
  readonly servers: Set<Server>;
}

// One per process, so the health route, the chat stream and start-up all see the same flag.
const state = (): ShutdownState =>
  processSingleton("shutdown", () => ({ shuttingDown: false, closers: new Set(), finalClosers: new Set(), servers: new Set() }));

/** After SIGTERM new requests are still served this long, with readiness saying 503, so a proxy or orchestrator can notice. */
const READINESS_GRACE_MS = 1000;

/** True once SIGTERM or SIGINT arrived: readiness turns false so the proxy stops sending traffic. */
export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

/**
 * Runs when the signal arrives, before in-flight requests finish: for work that would keep
 * the server from draining, such as open event streams.
 */
export function onShutdown(closer: Closer): () => void {
  const { closers } = state();
  closers.add(closer);
  return () => closers.delete(closer);
}

/** Runs as the process exits, after the HTTP server has drained: e.g. closing the database. */
export function onExit(closer: Closer): () => void {
  const { finalClosers } = state();
  finalClosers.add(closer);
  return () => finalClosers.delete(closer);
}

/** The HTTP servers that serve requests (the request intake reports each one). */
export function trackServer(server: Server): void {
  state().servers.add(server);
}

function runAll(list: Set<Closer>, stage: string): void {
  for (const closer of [...list]) {
    try {
      closer();
    } catch (error) {
      log("error", `shutdown step failed (${stage})`, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  list.clear();
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/**
 * On SIGTERM or SIGINT: readiness turns 503 and open event streams end at once; new requests
 * are still served for a moment, then the servers stop accepting, the requests in flight
 * finish, the database closes and the process exits with 0. A request that hangs cannot hold
 * the container forever: after `drainSeconds` the process exits anyway, with 1. (Next's own
 * signal handling is off, see scripts/start.mjs: it would exit with 143 without the grace.)
 */
export function installShutdownHooks(drainSeconds: number): void {
  const current = state();
  const begin = (signal: NodeJS.Signals) => {
    if (current.shuttingDown) return;
    current.shuttingDown = true;
    log("info", "shutting down", { signal, drainSeconds });
    runAll(current.closers, "drain");
    setTimeout(() => {
      log("warn", "requests still running after the drain time; exiting");
      process.exit(1);
    }, drainSeconds * 1000).unref();
    setTimeout(() => {
      void Promise.all([...current.servers].map(closeServer)).then(() => {
        log("info", "all requests finished; exiting");
        process.exit(0);
      });
    }, READINESS_GRACE_MS);
  };
  process.once("SIGTERM", begin);
  process.once("SIGINT", begin);
  process.once("exit", () => runAll(current.finalClosers, "exit"));
}
