import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { randomId } from "@/lib/client/random-id";
import { readToolGroup, writeToolGroup } from "@/lib/client/tool-storage";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("the tools' storage door", () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal("window", { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("stores JSON per group, big integers as strings ending in n", () => {
    writeToolGroup("autoclaveSimulation", { count: 30, total: 9007199254740993n });
    expect(storage.items.get("autoclaveSimulation")).toBe('{"count":30,"total":"9007199254740993n"}');
    expect(readToolGroup("autoclaveSimulation")).toEqual({ count: 30, total: "9007199254740993n" });
    expect(readToolGroup("plcPlayground")).toBeUndefined();
  });

  it("stores nothing when the visitor switched remembering off", () => {
    storage.setItem("baseData", JSON.stringify({ keepOptions: false }));
    writeToolGroup("plcPlayground", { revision: 1 });
    expect(storage.items.has("plcPlayground")).toBe(false);
  });

  it("reads corrupt JSON as nothing instead of failing", () => {
    storage.setItem("plcPlayground", "{ broken");
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
