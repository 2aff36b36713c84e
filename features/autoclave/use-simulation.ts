"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { PlantCommand } from "./model/plant";
import { TREND_INTERVAL_SECONDS, TREND_STRIDE, type Snapshot, type Speed, type ToWorker } from "./model/protocol";
import type { PlantEvent } from "./model/types";

/** Four hours of trend per autoclave. */
const MAX_TREND_VALUES = ((4 * 3600) / TREND_INTERVAL_SECONDS) * TREND_STRIDE;
const MAX_EVENTS = 2000;
/** The achieved speed is measured over this much real time. */
const RATE_WINDOW_MS = 4000;

export interface PageTiming {
  /** Simulated seconds per real second over the last few seconds, as seen by the page. */
  readonly achievedFactor: number | null;
  /** How long the last snapshot took from the worker to this page, in ms. */
  readonly deliveryMs: number;
}

export interface SimulationView {
  readonly snapshot: Snapshot | null;
  readonly timing: PageTiming;
  readonly trends: ReadonlyMap<number, readonly number[]>;
  readonly events: readonly PlantEvent[];
  readonly failed: boolean;
}

/**
 * Starts the simulation worker and mirrors its snapshots. The worker owns the plant; the page
 * keeps the trend history and the event log and measures whether the simulation keeps pace.
 */
export function useSimulation(initial: { count: number; speed: Speed; running: boolean }) {
  const worker = useRef<Worker | null>(null);
  const trends = useRef(new Map<number, number[]>());
  const events = useRef<PlantEvent[]>([]);
  const samples = useRef<{ at: number; simulated: number }[]>([]);
  const [view, setView] = useState<SimulationView>({
    snapshot: null,
    timing: { achievedFactor: null, deliveryMs: 0 },
    // Nothing is drawn before the first snapshot, which hands over the history kept in the ref.
    trends: new Map(),
    events: [],
    failed: false,
  });
  const start = useRef(initial);

  useEffect(() => {
    let created: Worker;
    try {
      // Written out in full so that the bundler emits the worker as its own entry point.
      created = new Worker(new URL("./simulation.worker.ts", import.meta.url));
    } catch {
      // Reported like the worker's own error event: after this effect, not during it.
      queueMicrotask(() => setView((current) => ({ ...current, failed: true })));
      return;
    }
    worker.current = created;
    created.onerror = () => setView((current) => ({ ...current, failed: true }));
    created.onmessage = (event: MessageEvent<Snapshot>) => {
      const snapshot = event.data;
      const receivedAt = performance.timeOrigin + performance.now();
      if (snapshot.restarted) {
        trends.current = new Map();
        events.current = [];
        samples.current = [];
      }
      for (const [id, values] of Object.entries(snapshot.trends)) {
        const key = Number(id);
        const series = trends.current.get(key) ?? [];
        series.push(...values);
        if (series.length > MAX_TREND_VALUES) series.splice(0, series.length - MAX_TREND_VALUES);
        trends.current.set(key, series);
      }
      if (snapshot.events.length > 0) {
        events.current = [...events.current, ...snapshot.events].slice(-MAX_EVENTS);
      }
      setView({
        snapshot,
        timing: { achievedFactor: achievedFactor(samples.current, receivedAt, snapshot), deliveryMs: receivedAt - snapshot.timing.sentAt },
        trends: trends.current,
        events: events.current,
        failed: false,
      });
    };
    created.postMessage({ type: "init", ...start.current } satisfies ToWorker);
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  const send = useCallback((message: ToWorker) => worker.current?.postMessage(message), []);
  const command = useCallback((entry: PlantCommand) => send({ type: "command", command: entry }), [send]);

  return { ...view, send, command };
}

function achievedFactor(window: { at: number; simulated: number }[], now: number, snapshot: Snapshot): number | null {
  if (!snapshot.running) {
    window.length = 0;
    return null;
  }
  window.push({ at: now, simulated: snapshot.plant.seconds });
  while (window.length > 2 && (window[0]?.at ?? now) < now - RATE_WINDOW_MS) window.shift();
  const first = window[0];
  if (!first || now - first.at < 1000) return null;
  return (snapshot.plant.seconds - first.simulated) / ((now - first.at) / 1000);
}
