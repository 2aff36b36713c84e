import { chamberPressure } from "./physics";
import { applyCommand, createPlant, STEP_SECONDS, stepPlant, type PlantCommand } from "./plant";
import { TREND_INTERVAL_SECONDS, type Snapshot, type Speed } from "./protocol";
import type { Plant, PlantEvent } from "./types";

const MAX_EVENTS_PER_SNAPSHOT = 500;
/**
 * At most this much real time is caught up in one tick. A longer gap (a starved worker, a
 * sleeping laptop) is not made up in one burst that would freeze the worker; the simulation
 * falls behind instead, and the timing shows it.
 */
export const MAX_CATCH_UP_SECONDS = 1;

/**
 * The worker's loop without the worker: fixed time step, speed, pause, and the bookkeeping that
 * shows whether the simulation keeps up with real time. Pure apart from the clock it is given.
 */
export class SimulationLoop {
  private plant: Plant;
  private speed: Speed;
  private running: boolean;
  private carry = 0;
  private wallSeconds = 0;
  private demandedSeconds = 0;
  private simulatedSeconds = 0;
  private nextTrendAt = 0;
  private events: PlantEvent[] = [];
  private trends = new Map<number, number[]>();
  private restarted = true;

  constructor(count: number, speed: Speed, running: boolean) {
    this.plant = createPlant(count);
    this.speed = speed;
    this.running = running;
    this.sampleTrends();
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
  }

  setRunning(running: boolean): void {
    this.running = running;
  }

  get isRunning(): boolean {
    return this.running;
  }

  reset(count: number): void {
    this.plant = createPlant(count);
    this.carry = 0;
    this.wallSeconds = 0;
    this.demandedSeconds = 0;
    this.simulatedSeconds = 0;
    this.nextTrendAt = 0;
    this.events = [];
    this.trends.clear();
    this.restarted = true;
    this.sampleTrends();
  }

  command(command: PlantCommand): void {
    const result = applyCommand(this.plant, command);
    this.plant = result.plant;
    this.record(result.events);
  }

  /** Advances by the real time that passed, in fixed steps. */
  tick(realSeconds: number): void {
    if (!this.running) return;
    const wall = Math.max(0, realSeconds);
    this.wallSeconds += wall;
    this.demandedSeconds += wall * this.speed;
    this.carry = Math.min(this.carry + wall * this.speed, (MAX_CATCH_UP_SECONDS + STEP_SECONDS) * this.speed);
    const steps = Math.floor(this.carry / STEP_SECONDS + 1e-9);
    this.carry -= steps * STEP_SECONDS;
    for (let step = 0; step < steps; step++) {
      const result = stepPlant(this.plant, STEP_SECONDS);
      this.plant = result.plant;
      this.simulatedSeconds += STEP_SECONDS;
      if (result.events.length > 0) this.record(result.events);
      if (this.plant.seconds >= this.nextTrendAt) this.sampleTrends();
    }
  }

  /** Everything new since the last snapshot. */
  snapshot(sentAt: number): Snapshot {
    const snapshot: Snapshot = {
      type: "snapshot",
      plant: this.plant,
      running: this.running,
      speed: this.speed,
      events: this.events,
      trends: Object.fromEntries(this.trends),
      restarted: this.restarted,
      timing: {
        wallSeconds: this.wallSeconds,
        demandedSeconds: this.demandedSeconds,
        simulatedSeconds: this.simulatedSeconds,
        sentAt,
      },
    };
    this.events = [];
    this.trends = new Map();
    this.restarted = false;
    return snapshot;
  }

  private record(events: readonly PlantEvent[]): void {
    this.events.push(...events);
    if (this.events.length > MAX_EVENTS_PER_SNAPSHOT) this.events.splice(0, this.events.length - MAX_EVENTS_PER_SNAPSHOT);
  }

  private sampleTrends(): void {
    for (const autoclave of this.plant.autoclaves) {
      const samples = this.trends.get(autoclave.id) ?? [];
      samples.push(this.plant.seconds, autoclave.chamberC, autoclave.drainC, chamberPressure(autoclave));
      this.trends.set(autoclave.id, samples);
    }
    this.nextTrendAt = this.plant.seconds + TREND_INTERVAL_SECONDS;
  }
}
