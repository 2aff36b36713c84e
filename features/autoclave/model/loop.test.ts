import { describe, it, expect } from "vitest";
import { MAX_CATCH_UP_SECONDS, SimulationLoop } from "./simulation-loop";
import { STEP_SECONDS } from "./plant";
import { TREND_STRIDE } from "./protocol";

describe("the simulation loop", () => {
  it("advances in fixed steps at the chosen speed and carries the remainder", () => {
    const loop = new SimulationLoop(2, 10, true);
    loop.tick(0.05);
    loop.tick(0.05);
    loop.tick(0.05);
    const timing = loop.snapshot(0).timing;
    expect(timing.demandedSeconds).toBeCloseTo(1.5, 10);
    // 1.5 s in 0.25 s steps: exactly six steps, nothing lost.
    expect(timing.simulatedSeconds).toBe(1.5);
    expect(loop.snapshot(0).plant.seconds).toBe(1.5);
  });

  it("stands still while paused and counts no real time", () => {
    const loop = new SimulationLoop(1, 60, false);
    loop.tick(0.5);
    expect(loop.snapshot(0).timing).toMatchObject({ wallSeconds: 0, simulatedSeconds: 0 });
    loop.setRunning(true);
    loop.tick(0.5);
    expect(loop.snapshot(0).timing).toMatchObject({ wallSeconds: 0.5, simulatedSeconds: 30 });
  });

  it("keeps up at 120× in ordinary ticks", () => {
    const loop = new SimulationLoop(30, 120, true);
    for (let tick = 0; tick < 40; tick++) loop.tick(0.05);
    const { demandedSeconds, simulatedSeconds } = loop.snapshot(0).timing;
    expect(demandedSeconds).toBeCloseTo(240, 6);
    expect(simulatedSeconds).toBe(240);
  });

  it("falls behind visibly instead of catching up a long gap in one burst", () => {
    const loop = new SimulationLoop(1, 60, true);
    loop.tick(5);
    const { wallSeconds, demandedSeconds, simulatedSeconds } = loop.snapshot(0).timing;
    expect(wallSeconds).toBe(5);
    expect(demandedSeconds).toBe(300);
    expect(simulatedSeconds).toBeLessThanOrEqual((MAX_CATCH_UP_SECONDS + STEP_SECONDS) * 60);
    expect(simulatedSeconds).toBeGreaterThanOrEqual(MAX_CATCH_UP_SECONDS * 60);
  });

  it("reports events and trend samples once, then only what is new", () => {
    const loop = new SimulationLoop(3, 60, true);
    const first = loop.snapshot(0);
    expect(first.restarted).toBe(true);
    expect(Object.keys(first.trends)).toEqual(["1", "2", "3"]);
    loop.command({ type: "start", autoclave: 2 });
    loop.tick(1);
    const second = loop.snapshot(0);
    expect(second.restarted).toBe(false);
    expect(second.events).toContainEqual(expect.objectContaining({ kind: "phase", autoclave: 2, phase: "prevacuum" }));
    // 60 simulated seconds with a sample every 5 s.
    expect(second.trends[2]?.length).toBe(12 * TREND_STRIDE);
    expect(loop.snapshot(0).events).toEqual([]);
  });

  it("starts over with another number of autoclaves", () => {
    const loop = new SimulationLoop(3, 60, true);
    loop.tick(1);
    loop.reset(30);
    const snapshot = loop.snapshot(0);
    expect(snapshot.plant.autoclaves).toHaveLength(30);
    expect(snapshot.plant.seconds).toBe(0);
    expect(snapshot.restarted).toBe(true);
    expect(() => loop.reset(31)).toThrow(RangeError);
  });
});
