// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { randomId } from "@/lib/client/random-id";

describe("the tools' storage door", () => {
  // Each test is a fresh page: the storage module keeps per-page state.
  const load = async () => {
    vi.resetModules();
    return import("@/lib/client/tool-storage");
  };
  beforeEach(() => localStorage.clear());

  it("stores JSON per group, big integers as strings ending in n", async () => {
    const { readToolGroup, writeToolGroup } = await load();
    writeToolGroup("autoclaveSimulation", { count: 30, total: 9007199254740993n });
    expect(localStorage.getItem("autoclaveSimulation")).toBe('{"count":30,"total":"9007199254740993n"}');
    expect(readToolGroup("autoclaveSimulation")).toEqual({ count: 30, total: "9007199254740993n" });
    expect(readToolGroup("plcPlayground")).toBeUndefined();
  });

  it("stores nothing when the visitor switched remembering off", async () => {
    localStorage.setItem("baseData", JSON.stringify({ version: 4, keepOptions: false }));
    const { writeToolGroup } = await load();
    writeToolGroup("plcPlayground", { revision: 1 });
    expect(localStorage.getItem("plcPlayground")).toBeNull();
  });

  it("reads corrupt JSON as nothing instead of failing", async () => {
    localStorage.setItem("plcPlayground", "{ broken");
    const { readToolGroup } = await load();
    expect(readToolGroup("plcPlayground")).toBeUndefined();
  });
});

describe("randomId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("works without crypto.randomUUID, as over plain http on a LAN address", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(randomId()).toBe("ab".repeat(16));
  });
});
