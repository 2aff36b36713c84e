import "server-only";
import { log } from "./log";

type Closer = () => void;

const closers = new Set<Closer>();
const finalClosers = new Set<Closer>();
let shuttingDown = false;

/** True once SIGTERM or SIGINT arrived: readiness turns false so the proxy stops sending traffic. */
export function isShuttingDown(): boolean {
  return shuttingDown;
}

/**
 * Runs when the signal arrives, before in-flight requests finish: for work that would keep
 * the server from draining, such as open event streams.
 */
export function onShutdown(closer: Closer): () => void {
  closers.add(closer);
  return () => closers.delete(closer);
}

/** Runs as the process exits, after the HTTP server has drained: e.g. closing the database. */
export function onExit(closer: Closer): () => void {
  finalClosers.add(closer);
  return () => finalClosers.delete(closer);
}

function runAll(list: Set<Closer>, stage: string): void {
  for (const closer of list) {
    try {
      closer();
    } catch (error) {
      log("error", `shutdown step failed (${stage})`, { error: error instanceof Error ? error.message : String(error) });
    }
  }
  list.clear();
}

/**
 * Next.js's server stops accepting connections on SIGTERM, waits for the requests in flight
 * and then exits; these hooks run beside it. A request that hangs cannot hold the container
 * forever: after `drainSeconds` the process exits anyway.
 */
export function installShutdownHooks(drainSeconds: number): void {
  const begin = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log("info", "shutting down", { signal, drainSeconds });
    runAll(closers, "drain");
    setTimeout(() => {
      log("warn", "requests still running after the drain time; exiting");
      process.exit(1);
    }, drainSeconds * 1000).unref();
  };
  process.once("SIGTERM", begin);
  process.once("SIGINT", begin);
  process.once("exit", () => runAll(finalClosers, "exit"));
}
