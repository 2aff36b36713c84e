// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { randomId } from "@/lib/client/random-id";

describe("a tool's plain entry in the storage module", () => {
  // Each test is a fresh page: the storage module keeps per-page state.
  const load = async () => {
    vi.resetModules();
    return import("@/lib/client/storage");
  };
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("stores JSON per key, big integers as strings ending in n, and reads it back as plain JSON", async () => {
    const { readEntry, writeEntry } = await load();
    expect(writeEntry("autoclaveSimulation", { count: 30, total: 9007199254740993n })).toBe("stored");
    expect(localStorage.getItem("autoclaveSimulation")).toBe('{"count":30,"total":"9007199254740993n"}');
    expect(readEntry("autoclaveSimulation")).toEqual({ count: 30, total: "9007199254740993n" });
    expect(readEntry("plcPlayground")).toBeUndefined();
  });

  it("removes an entry", async () => {
    const { readEntry, removeEntry, writeEntry } = await load();
    writeEntry("timeRecording", { events: [1, 2] });
    expect(readEntry("timeRecording")).toEqual({ events: [1, 2] });
    removeEntry("timeRecording");
    expect(readEntry("timeRecording")).toBeUndefined();
    expect(localStorage.getItem("timeRecording")).toBeNull();
  });

  it("stores nothing when the visitor switched remembering off", async () => {
    localStorage.setItem("baseData", JSON.stringify({ version: 4, keepOptions: false }));
    const { isRemembering, writeEntry } = await load();
    expect(isRemembering()).toBe(false);
    expect(writeEntry("plcPlayground", { revision: 1 })).toBe("not-remembered");
    expect(localStorage.getItem("plcPlayground")).toBeNull();
  });

  it("reads corrupt JSON as nothing instead of failing", async () => {
    localStorage.setItem("plcPlayground", "{ broken");
    const { readEntry } = await load();
    expect(readEntry("plcPlayground")).toBeUndefined();
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

describe("randomId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("works without crypto.randomUUID, as over plain http on a LAN address", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(randomId()).toBe("ab".repeat(16));
  });
});
