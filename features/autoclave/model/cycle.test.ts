import { describe, it, expect } from "vitest";
import { parseAutoclaveCount } from "./count";
import { f0Increment, lethalRate } from "./f0";
import { EQUALISED_BAR } from "./interlocks";
import { ATMOSPHERE_BAR, chamberPressure } from "./physics";
import { applyCommand, createPlant, stepPlant, type PlantCommand } from "./plant";
import { PROGRAMS, type ProgramId } from "./programs";
import { saturationPressureBarAbs } from "./steam";
import { RUNNING_PHASES, type Autoclave, type Phase, type Plant, type PlantEvent } from "./types";

interface Run {
  plant: Plant;
  events: PlantEvent[];
}

function command(run: Run, entry: PlantCommand): Run {
  const step = applyCommand(run.plant, entry);
  return { plant: step.plant, events: [...run.events, ...step.events] };
}

/** Steps until the condition holds for autoclave 1 (or fails the test after `limit` seconds). */
function runUntil(run: Run, done: (autoclave: Autoclave, plant: Plant) => boolean, limit = 4 * 3600, each?: (plant: Plant) => void): Run {
  let { plant } = run;
  const events = [...run.events];
  const end = plant.seconds + limit;
  while (!done(first(plant), plant)) {
    if (plant.seconds > end) throw new Error(`condition not reached; phase ${first(plant).phase}`);
    const step = stepPlant(plant);
    plant = step.plant;
    events.push(...step.events);
    each?.(plant);
  }
  return { plant, events };
}

function runFor(run: Run, seconds: number, each?: (plant: Plant) => void): Run {
  const end = run.plant.seconds + seconds;
  return runUntil(run, (_, plant) => plant.seconds >= end, seconds + 1, each);
}

function first(plant: Plant): Autoclave {
  const autoclave = plant.autoclaves[0];
  if (!autoclave) throw new Error("no autoclave");
  return autoclave;
}

function started(program: ProgramId = "p134"): Run {
  let run: Run = { plant: createPlant(1), events: [] };
  run = command(run, { type: "setProgram", autoclave: 1, program });
  return command(run, { type: "start", autoclave: 1 });
}

const phasesOf = (events: PlantEvent[]): Phase[] =>
  events.flatMap((event) => (event.kind === "phase" && event.autoclave === 1 ? [event.phase] : []));
const pressure = (plant: Plant) => chamberPressure(first(plant));

describe("a sterilisation cycle", () => {
  it.each(["p134", "p121"] as const)("%s runs through every phase with saturated steam in the hold", (program) => {
    const { setpointC, holdSeconds } = PROGRAMS[program];
    const holdPressures: number[] = [];
    let pulsesSeen = 0;
    let lowestVacuum = Infinity;
    const run = runUntil(started(program), (autoclave) => autoclave.phase === "complete", 4 * 3600, (plant) => {
      const autoclave = first(plant);
      if (autoclave.phase === "prevacuum") {
        pulsesSeen = Math.max(pulsesSeen, autoclave.pulse);
        lowestVacuum = Math.min(lowestVacuum, pressure(plant));
      }
      if (autoclave.phase === "sterilise") holdPressures.push(pressure(plant));
    });
    expect(phasesOf(run.events)).toEqual(["prevacuum", "heatUp", "sterilise", "exhaust", "drying", "aeration", "complete"]);
    expect(pulsesSeen).toBe(PROGRAMS[program].pulses);
    // Each pulse is logged: steam admitted after every vacuum, evacuation again after every pulse but the last.
    const pulseSteps = run.events.flatMap((event) => (event.kind === "pulse" ? [`${event.pulse}${event.step}`] : []));
    const expected = Array.from({ length: PROGRAMS[program].pulses }, (_, index) =>
      index === 0 ? ["1inject"] : [`${index + 1}evacuate`, `${index + 1}inject`],
    ).flat();
    expect(pulseSteps).toEqual(expected);
    expect(lowestVacuum).toBeLessThanOrEqual(0.07);
    // The hold pressure is the saturation pressure of the band setpoint … setpoint + 3 K.
    expect(Math.min(...holdPressures)).toBeGreaterThan(saturationPressureBarAbs(setpointC) - 0.02);
    expect(Math.max(...holdPressures)).toBeLessThan(saturationPressureBarAbs(setpointC + 3));
    expect(holdPressures.length * 0.25).toBeGreaterThanOrEqual(holdSeconds);
    const autoclave = first(run.plant);
    expect(autoclave.result).toBe("passed");
    expect(Math.abs(pressure(run.plant) - ATMOSPHERE_BAR)).toBeLessThan(EQUALISED_BAR);
    expect(run.events).toContainEqual(expect.objectContaining({ kind: "result", result: "passed" }));
  });

  it("holds at about 2.05 bar abs at 121 °C and about 3.04 bar abs at 134 °C", () => {
    for (const [program, low, high] of [
      ["p121", 2.05, 2.3],
      ["p134", 3.04, 3.35],
    ] as const) {
      const run = runUntil(started(program), (autoclave) => autoclave.phase === "sterilise" && autoclave.holdSeconds > 60);
      expect(pressure(run.plant)).toBeGreaterThan(low);
      expect(pressure(run.plant)).toBeLessThan(high);
    }
  });

  it("starts the hold only when the lagging drain sensor reaches the setpoint", () => {
    const run = runUntil(started("p134"), (autoclave) => autoclave.phase === "sterilise");
    const autoclave = first(run.plant);
    expect(autoclave.drainC).toBeGreaterThanOrEqual(134);
    expect(autoclave.equilibrationSeconds).toBeGreaterThan(10);
    const heatingUp = runUntil(started("p134"), (entry) => entry.phase === "heatUp" && entry.chamberC >= 130);
    expect(first(heatingUp.plant).drainC).toBeLessThan(first(heatingUp.plant).chamberC - 5);
  });

  it("adds up F0 from the drain temperature", () => {
    const run = runUntil(started("p121"), (autoclave) => autoclave.phase === "exhaust");
    // 15 minutes at about 122 °C are worth about 18 minutes at 121.1 °C, plus the heat-up.
    expect(first(run.plant).f0Minutes).toBeGreaterThan(15);
    expect(first(run.plant).f0Minutes).toBeLessThan(30);
    expect(lethalRate(121.1)).toBe(1);
    expect(lethalRate(131.1)).toBeCloseTo(10, 10);
    expect(f0Increment(121.1, 60)).toBeCloseTo(1, 10);
    expect(f0Increment(99, 60)).toBe(0);
  });
});

describe("the door", () => {
  it("stays locked while a program runs and under pressure", () => {
    let run = runUntil(started("p134"), (autoclave) => autoclave.phase === "sterilise");
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("closed");
    const refusal = run.events.at(-1);
    expect(refusal).toMatchObject({ kind: "refused", command: "openDoor" });
    expect(refusal?.kind === "refused" && refusal.reasons).toEqual(
      expect.arrayContaining(["noProgramRunning", "pressureEqualised", "pressureSwitch"]),
    );
  });

  it("opens after a completed cycle and a new cycle needs it closed", () => {
    let run = runUntil(started("p134"), (autoclave) => autoclave.phase === "complete");
    run = runFor(run, 1);
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("open");
    expect(first(run.plant).phase).toBe("ready");
    run = command(run, { type: "start", autoclave: 1 });
    expect(first(run.plant).phase).toBe("ready");
    expect(run.events.at(-1)).toMatchObject({ kind: "refused", command: "start", reasons: ["doorClosed"] });
  });

  it("never opens under pressure, whatever is pressed and whatever fails", { timeout: 60_000 }, () => {
    // A seeded random operator and random faults on five autoclaves for six simulated hours.
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let run: Run = { plant: createPlant(5), events: [] };
    let opened = 0;
    const violations: string[] = [];
    for (let tick = 0; tick < 6 * 3600 * 4; tick++) {
      if (random() < 0.01) {
        const autoclave = 1 + Math.floor(random() * 5);
        const choice = random();
        const before = run.plant.autoclaves[autoclave - 1];
        const entry: PlantCommand =
          choice < 0.3
            ? { type: "openDoor", autoclave }
            : choice < 0.45
              ? { type: "closeDoor", autoclave }
              : choice < 0.65
                ? { type: "start", autoclave }
                : choice < 0.72
                  ? { type: "stop", autoclave }
                  : choice < 0.82
                    ? { type: "acknowledge", autoclave }
                    : choice < 0.88
                      ? { type: "setPumpFault", autoclave, on: random() < 0.5 }
                      : choice < 0.94
                        ? { type: "setSteamSupplyFault", on: random() < 0.4 }
                        : { type: "setControlVoltageFault", on: random() < 0.4 };
        run = command(run, entry);
        const after = run.plant.autoclaves[autoclave - 1];
        if (entry.type === "openDoor" && before?.door === "closed" && after?.door === "open") {
          opened++;
          expect(Math.abs(chamberPressure(before) - ATMOSPHERE_BAR)).toBeLessThanOrEqual(EQUALISED_BAR);
          expect(RUNNING_PHASES.has(before.phase)).toBe(false);
          expect(run.plant.central.controlVoltage).toBe(true);
        }
      }
      run = { plant: stepPlant(run.plant).plant, events: [] };
      for (const autoclave of run.plant.autoclaves) {
        if (autoclave.door === "open" && (RUNNING_PHASES.has(autoclave.phase) || autoclave.coils.steamInlet)) {
          violations.push(`${run.plant.seconds} s: autoclave ${autoclave.id} open in ${autoclave.phase}`);
        }
      }
    }
    expect(violations).toEqual([]);
    expect(opened).toBeGreaterThan(10);
  });
});

describe("faults and safe reactions", () => {
  it("steam supply low: the hold is aborted, the chamber vented, the door released only after acknowledgement", () => {
    let run = runUntil(started("p134"), (autoclave) => autoclave.phase === "sterilise" && autoclave.holdSeconds > 30);
    run = command(run, { type: "setSteamSupplyFault", on: true });
    run = runUntil(run, (autoclave) => autoclave.phase === "abort", 60);
    expect(first(run.plant).fault).toBe("steamSupplyLow");
    expect(first(run.plant).result).toBe("failed");
    run = runFor(run, 1);
    expect(first(run.plant).coils.steamInlet).toBe(false);
    expect(first(run.plant).coils.exhaustClosed).toBe(false);
    run = runUntil(run, (autoclave) => autoclave.phase === "fault", 600);
    expect(Math.abs(pressure(run.plant) - ATMOSPHERE_BAR)).toBeLessThan(0.05);
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("closed");
    run = command(run, { type: "acknowledge", autoclave: 1 });
    run = runFor(run, 1);
    expect(first(run.plant).phase).toBe("ready");
    // A new start is refused while the live steam is still low.
    run = command(run, { type: "start", autoclave: 1 });
    expect(run.events.at(-1)).toMatchObject({ kind: "refused", command: "start", reasons: ["steamSupply"] });
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("open");
    expect(run.events).toContainEqual(expect.objectContaining({ kind: "central", signal: "supplyLow" }));
  });

  it("vacuum not reached: the pump stops, filtered air fills the chamber, the load is not sterile", () => {
    let run = command(started("p134"), { type: "setPumpFault", autoclave: 1, on: true });
    let lowest = Infinity;
    run = runUntil(run, (autoclave) => autoclave.phase === "abort", 600, (plant) => {
      lowest = Math.min(lowest, pressure(plant));
    });
    expect(first(run.plant).fault).toBe("vacuumNotReached");
    expect(lowest).toBeGreaterThan(0.4);
    expect(run.plant.seconds).toBeGreaterThan(300);
    run = runFor(run, 1);
    expect(first(run.plant).coils.pump).toBe(false);
    expect(first(run.plant).coils.vacuum).toBe(false);
    expect(first(run.plant).coils.airInlet).toBe(true);
    run = runUntil(run, (autoclave) => autoclave.phase === "fault", 900);
    expect(Math.abs(pressure(run.plant) - ATMOSPHERE_BAR)).toBeLessThan(0.05);
    run = command(run, { type: "acknowledge", autoclave: 1 });
    run = runFor(run, 1);
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("open");
    expect(first(run.plant).result).toBe("failed");
  });

  it("24 V lost: valves fall safe, the door stays locked, the fault waits for the voltage and an acknowledgement", () => {
    let run = runUntil(started("p134"), (autoclave) => autoclave.phase === "sterilise");
    const before = pressure(run.plant);
    expect(before).toBeGreaterThan(3);
    run = command(run, { type: "setControlVoltageFault", on: true });
    run = runFor(run, 1);
    expect(first(run.plant).phase).toBe("fault");
    expect(first(run.plant).fault).toBe("controlVoltageLost");
    expect(first(run.plant).coils).toMatchObject({ steamInlet: false, exhaustClosed: false, pump: false, doorRelease: false });
    expect(pressure(run.plant)).toBeLessThan(before);
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("closed");
    // The open exhaust vents the overpressure; cooling steam may leave a slight vacuum.
    run = runFor(run, 300);
    expect(Math.abs(pressure(run.plant) - ATMOSPHERE_BAR)).toBeLessThan(0.1);
    run = command(run, { type: "acknowledge", autoclave: 1 });
    const refusal = run.events.at(-1);
    expect(refusal).toMatchObject({ kind: "refused", command: "acknowledge" });
    expect(refusal?.kind === "refused" && refusal.reasons).toContain("controlVoltage");
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("closed");
    run = command(run, { type: "setControlVoltageFault", on: false });
    // With the voltage back the vacuum breaker Y4 equalises what is left.
    run = runUntil(run, (autoclave) => Math.abs(chamberPressure(autoclave) - ATMOSPHERE_BAR) < 0.02, 120);
    run = command(run, { type: "acknowledge", autoclave: 1 });
    run = runFor(run, 1);
    run = command(run, { type: "openDoor", autoclave: 1 });
    expect(first(run.plant).door).toBe("open");
  });

  it("24 V lost under vacuum: the normally open exhaust lets the chamber back to atmosphere", () => {
    let run = runUntil(started("p134"), (autoclave) => autoclave.phase === "prevacuum" && chamberPressure(autoclave) < 0.2);
    run = command(run, { type: "setControlVoltageFault", on: true });
    run = runFor(run, 300);
    expect(Math.abs(pressure(run.plant) - ATMOSPHERE_BAR)).toBeLessThan(0.05);
    expect(first(run.plant).door).toBe("closed");
  });

  it("a stop by the operator aborts safely without a fault", () => {
    let run = runUntil(started("p121"), (autoclave) => autoclave.phase === "heatUp");
    run = command(run, { type: "stop", autoclave: 1 });
    expect(first(run.plant).phase).toBe("abort");
    run = runUntil(run, (autoclave) => autoclave.phase === "ready", 900);
    expect(first(run.plant).fault).toBeNull();
    expect(first(run.plant).result).toBe("failed");
  });
});

describe("number of autoclaves", () => {
  it.each(["1", "30", " 12 "])("accepts %j", (text) => {
    expect(parseAutoclaveCount(text)).toEqual({ ok: true, value: Number(text) });
  });

  it.each(["0", "31", "-1", "1.5", "abc", "", "1e1", "100"])("refuses %j and states 1 … 30", (text) => {
    expect(parseAutoclaveCount(text)).toEqual({ ok: false, min: 1, max: 30 });
  });

  it("creates and resizes plants only within 1 … 30", () => {
    expect(createPlant(30).autoclaves).toHaveLength(30);
    expect(() => createPlant(0)).toThrow(RangeError);
    expect(() => createPlant(31)).toThrow(RangeError);
    const plant = createPlant(3);
    expect(applyCommand(plant, { type: "setCount", count: 5 }).plant.autoclaves.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
    expect(() => applyCommand(plant, { type: "setCount", count: 31 })).toThrow(RangeError);
  });

  it("runs thirty autoclaves sharing one steam generator without a spurious fault", { timeout: 60_000 }, () => {
    let run: Run = { plant: createPlant(30), events: [] };
    run = command(run, { type: "startAll" });
    run = runFor(run, 1800);
    expect(run.events.filter((event) => event.kind === "fault")).toEqual([]);
    expect(run.plant.autoclaves.every((autoclave) => autoclave.phase === "complete" || autoclave.phase === "aeration")).toBe(true);
  });
});
