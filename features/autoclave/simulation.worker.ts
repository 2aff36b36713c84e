import { SimulationLoop } from "./model/simulation-loop";
import type { ToWorker } from "./model/protocol";

// The simulation runs here, off the page's thread: a fixed 50 ms tick computes as many fixed
// 0.25 s steps as the speed asks for, and every other tick the page gets a snapshot.
const TICK_MS = 50;
const SNAPSHOT_EVERY_TICKS = 2;

interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: unknown): void;
}

// The project compiles against the DOM library; this is the little of the worker scope it uses.
const scope = self as unknown as WorkerScope;
let loop: SimulationLoop | null = null;
let last = performance.now();
let ticks = 0;

function now(): number {
  return performance.timeOrigin + performance.now();
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "init") {
    loop = new SimulationLoop(message.count, message.speed, message.running);
    last = performance.now();
    scope.postMessage(loop.snapshot(now()));
    return;
  }
  if (!loop) return;
  switch (message.type) {
    case "command":
      try {
        loop.command(message.command);
      } catch {
        // A command the page should have refused (e.g. 31 autoclaves) changes nothing.
      }
      break;
    case "speed":
      loop.setSpeed(message.speed);
      break;
    case "running":
      loop.setRunning(message.running);
      last = performance.now();
      break;
    case "reset":
      loop.reset(message.count);
      break;
  }
  scope.postMessage(loop.snapshot(now()));
};

setInterval(() => {
  if (!loop) return;
  const current = performance.now();
  loop.tick((current - last) / 1000);
  last = current;
  ticks++;
  // A paused plant does not change; the page gets a snapshot after each command instead.
  if (loop.isRunning && ticks % SNAPSHOT_EVERY_TICKS === 0) scope.postMessage(loop.snapshot(now()));
}, TICK_MS);
