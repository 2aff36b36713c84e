// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCoordinate, skyLocationSchema } from "@/features/time-recording/calendar/sky-location";

describe("latitude and longitude as typed", () => {
  it.each([
    ["52.52", "latitude", 52.52],
    ["52,52", "latitude", 52.52],
    [" -33.8688 ", "latitude", -33.8688],
    ["−33,8688", "latitude", -33.8688],
    ["+13.405°", "longitude", 13.405],
    ["90", "latitude", 90],
    ["-180", "longitude", -180],
    ["0", "longitude", 0],
  ] as const)("%j is the %s %d", (text, axis, value) => {
    expect(parseCoordinate(text, axis)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "latitude", "empty"],
    ["   ", "longitude", "empty"],
    ["abc", "latitude", "notANumber"],
    ["52.5.1", "latitude", "notANumber"],
    ["1e2", "latitude", "notANumber"],
    ["52°31'", "latitude", "notANumber"],
    ["90.0001", "latitude", "outOfRange"],
    ["-91", "latitude", "outOfRange"],
    ["180.5", "longitude", "outOfRange"],
    ["-181", "longitude", "outOfRange"],
  ] as const)("%j as %s is refused: %s", (text, axis, error) => {
    expect(parseCoordinate(text, axis)).toEqual({ ok: false, error });
  });

  it("stored locations must name a real zone and stay in range", () => {
    const berlin = { name: "Berlin", latitude: 52.52, longitude: 13.405, timeZone: "Europe/Berlin" };
    expect(skyLocationSchema.safeParse(berlin).success).toBe(true);
    expect(skyLocationSchema.safeParse({ ...berlin, timeZone: "Europe/Atlantis" }).success).toBe(false);
    expect(skyLocationSchema.safeParse({ ...berlin, latitude: 91 }).success).toBe(false);
    expect(skyLocationSchema.safeParse({ ...berlin, longitude: "13" }).success).toBe(false);
  });
});

describe("the calendar's entry in browser storage", () => {
  // Each test is a fresh page: the storage module keeps per-page state.
  const load = async () => {
    vi.resetModules();
    return import("@/lib/client/storage/store");
  };
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("stores JSON and reads it back", async () => {
    const { readEntry, writeEntry, removeEntry } = await load();
    expect(readEntry("timeRecording")).toBeUndefined();
    expect(writeEntry("timeRecording", { events: [1, 2] })).toBe("stored");
    expect(localStorage.getItem("timeRecording")).toBe('{"events":[1,2]}');
    expect(readEntry("timeRecording")).toEqual({ events: [1, 2] });
    removeEntry("timeRecording");
    expect(readEntry("timeRecording")).toBeUndefined();
  });

  it("stores nothing when the visitor switched remembering off", async () => {
    localStorage.setItem("baseData", JSON.stringify({ version: 4, keepOptions: false }));
    const { isRemembering, writeEntry } = await load();
    expect(isRemembering()).toBe(false);
    expect(writeEntry("timeRecording", { events: [] })).toBe("not-remembered");
    expect(localStorage.getItem("timeRecording")).toBeNull();
  });

  it("reads unreadable JSON as absent instead of failing", async () => {
    localStorage.setItem("timeRecording", "{broken");
    const { readEntry } = await load();
    expect(readEntry("timeRecording")).toBeUndefined();
  });

  it("reports a full storage instead of throwing", async () => {
    const { readEntry, writeEntry } = await load();
    readEntry("timeRecording");
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(writeEntry("timeRecording", { events: [] })).toBe("failed");
  });
});
