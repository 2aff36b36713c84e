// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Each call is a fresh page load: the module's per-page state starts over, storage stays. */
async function loadPage() {
  vi.resetModules();
  return {
    store: await import("@/lib/client/storage"),
    log: await import("@/lib/client/storage/log"),
    tidyOptions: await import("@/lib/client/storage/tidy-up-options"),
  };
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;

beforeEach(() => localStorage.clear());

describe("schema version 4", () => {
  it("clears a version 3 storage and writes the defaults", async () => {
    localStorage.setItem("baseData", JSON.stringify({ version: 3, darkMode: false, language: "DE", keepOptions: true }));
    localStorage.setItem("calendarEvents", JSON.stringify([{ title: "old layout" }]));
    const { store } = await loadPage();
    const base = store.readBaseData();
    expect(base.version).toBe(4);
    expect(base.darkMode).toBeUndefined();
    expect(base.language).toBeUndefined();
    expect(base.keepOptions).toBe(true);
    expect(base.domainName).toBe(location.hostname);
    expect(Object.keys(localStorage)).toEqual(["baseData"]);
    expect(stored("baseData")).toMatchObject({ version: 4, keepOptions: true, statistics: false });
  });

  it("treats the first layout without a version as older", async () => {
    localStorage.setItem("baseData", JSON.stringify({ darkMode: true }));
    const { store } = await loadPage();
    expect(store.readBaseData().darkMode).toBeUndefined();
    expect(stored("baseData")).toMatchObject({ version: 4 });
  });

  it("writes the defaults on a first visit and keeps keys another script wrote before", async () => {
    localStorage.setItem("calendarEvents", "[]");
    const { store } = await loadPage();
    expect(store.readBaseData()).toMatchObject({ version: 4, keepOptions: true });
    expect(localStorage.getItem("calendarEvents")).toBe("[]");
  });

  it("keeps version 4 data as it is", async () => {
    localStorage.setItem("baseData", JSON.stringify({ version: 4, darkMode: false, language: "AR", keepOptions: true }));
    localStorage.setItem("calendarEvents", "[]");
    const { store } = await loadPage();
    expect(store.readBaseData()).toMatchObject({ darkMode: false, language: "AR" });
    expect(localStorage.getItem("calendarEvents")).toBe("[]");
  });

  it("does not destroy the data of a newer version after a rollback", async () => {
    localStorage.setItem("baseData", JSON.stringify({ version: 5, darkMode: true }));
    localStorage.setItem("futureGroup", "{}");
    const { store } = await loadPage();
    expect(store.readBaseData().darkMode).toBe(true);
    expect(localStorage.getItem("futureGroup")).toBe("{}");
  });

  it("drops only the base-data fields of the wrong type", async () => {
    localStorage.setItem("baseData", JSON.stringify({ version: 4, darkMode: "yes", language: "DE", statistics: 1 }));
    const { store } = await loadPage();
    expect(store.readBaseData()).toEqual({ version: 4, language: "DE" });
  });
});

describe("groups and big integers", () => {
  it("stores big integers as digit strings with n and reads them back as BigInt", async () => {
    const { store } = await loadPage();
    const group = store.defineGroup({
      key: "plcValues",
      parse: (value) => (store.isRecord(value) && typeof value.int64 === "bigint" && Array.isArray(value.list) ? (value as { int64: bigint; list: bigint[]; label: string }) : undefined),
      defaults: () => ({ int64: 0n, list: [] as bigint[], label: "" }),
    });
    const value = { int64: 9223372036854775807n, list: [-9223372036854775808n, 12n], label: "Int64 max" };
    expect(store.writeGroup(group, value)).toBe("stored");
    expect(localStorage.getItem("plcValues")).toBe(
      '{"int64":"9223372036854775807n","list":["-9223372036854775808n","12n"],"label":"Int64 max"}',
    );
    const { store: later } = await loadPage();
    const again = later.readGroup(group);
    expect(again).toEqual(value);
    expect(typeof again.int64).toBe("bigint");
  });

  it("gives text that looks like a big integer back as text where a validator asks for it", async () => {
    const { store } = await loadPage();
    const decoded = store.decodeStored(store.encodeStored({ note: "12n" })) as { note: unknown };
    expect(decoded.note).toBe(12n);
    expect(store.storedText(decoded.note)).toBe("12n");
  });

  it("uses the defaults for a group that is not JSON or not valid, and keeps the rest", async () => {
    const { store } = await loadPage();
    const counter = store.defineGroup({ key: "counter", parse: (v) => (typeof v === "number" ? v : undefined), defaults: () => 0 });
    store.readBaseData();
    localStorage.setItem("counter", "{oops");
    localStorage.setItem("other", '"kept"');
    expect(store.readGroup(counter)).toBe(0);
    localStorage.setItem("counter", '"seven"');
    expect(store.readGroup(counter)).toBe(0);
    expect(localStorage.getItem("other")).toBe('"kept"');
  });

  it("refuses keys that would collide with the base data or are not plain", async () => {
    const { store } = await loadPage();
    const parse = () => 1;
    expect(() => store.defineGroup({ key: "baseData", parse, defaults: () => 1 })).toThrow();
    expect(() => store.defineGroup({ key: "with space", parse, defaults: () => 1 })).toThrow();
  });

  it("tells subscribers about writes on this page and in other tabs", async () => {
    const { store } = await loadPage();
    const group = store.defineGroup({ key: "events", parse: (v) => (Array.isArray(v) ? v : undefined), defaults: () => [] as unknown[] });
    const seen: (string | null)[] = [];
    const stop = store.subscribe((key) => seen.push(key));
    store.writeGroup(group, [1]);
    window.dispatchEvent(new StorageEvent("storage", { key: "events", storageArea: localStorage }));
    stop();
    store.writeGroup(group, [2]);
    expect(seen).toEqual(["events", "events"]);
  });
});

describe("remembering off", () => {
  it("keeps nothing but the choice, and the page goes on working from memory", async () => {
    const { store } = await loadPage();
    const group = store.defineGroup({ key: "notes", parse: (v) => (typeof v === "string" ? v : undefined), defaults: () => "" });
    store.writeBaseData({ darkMode: false, language: "DE" });
    store.writeGroup(group, "before");
    store.setRemembering(false);
    expect(Object.keys(localStorage)).toEqual(["baseData"]);
    expect(stored("baseData")).toEqual({ version: 4, keepOptions: false });

    expect(store.writeGroup(group, "after")).toBe("not-remembered");
    expect(store.writeBaseData({ darkMode: true })).toBe("not-remembered");
    expect(store.readGroup(group)).toBe("after");
    expect(store.readBaseData()).toMatchObject({ darkMode: true, keepOptions: false });
    expect(Object.keys(localStorage)).toEqual(["baseData"]);
    expect(stored("baseData")).toEqual({ version: 4, keepOptions: false });

    const { store: next } = await loadPage();
    expect(next.isRemembering()).toBe(false);
    expect(next.readGroup(group)).toBe("");
    expect(next.readBaseData().darkMode).toBeUndefined();
  });

  it("stores what the page kept once remembering is switched on again", async () => {
    const { store } = await loadPage();
    const group = store.defineGroup({ key: "notes", parse: (v) => (typeof v === "string" ? v : undefined), defaults: () => "" });
    store.setRemembering(false);
    store.writeGroup(group, "kept in memory");
    store.writeBaseData({ darkMode: false });
    store.setRemembering(true);
    expect(stored("notes")).toBe("kept in memory");
    expect(stored("baseData")).toMatchObject({ version: 4, keepOptions: true, darkMode: false });
  });

  it("switches off through writeBaseData({ keepOptions: false }) as the first storage API did", async () => {
    const { store } = await loadPage();
    store.writeBaseData({ languageAdvanced: true });
    store.writeBaseData({ keepOptions: false });
    expect(stored("baseData")).toEqual({ version: 4, keepOptions: false });
  });
});

describe("browser data, reset and replace", () => {
  it("lists every key with its size and removes one", async () => {
    const { store } = await loadPage();
    store.writeBaseData({ language: "EN" });
    localStorage.setItem("ä", '"ü"');
    const entries = store.listEntries();
    expect(entries.map((entry) => entry.key)).toEqual(["baseData", "ä"]);
    expect(entries[1]?.bytes).toBe(2 + 4);
    store.removeEntry("ä");
    expect(localStorage.getItem("ä")).toBeNull();
  });

  it("resets the base data to the defaults when it is deleted, instead of losing the version", async () => {
    const { store } = await loadPage();
    store.writeBaseData({ darkMode: true });
    store.removeEntry("baseData");
    expect(stored("baseData")).toMatchObject({ version: 4, keepOptions: true });
    expect(store.readBaseData().darkMode).toBeUndefined();
  });

  it("factory reset loses every setting and writes the defaults", async () => {
    const { store } = await loadPage();
    store.setRemembering(false);
    localStorage.setItem("other", "1");
    store.factoryReset();
    expect(Object.keys(localStorage)).toEqual(["baseData"]);
    expect(store.isRemembering()).toBe(true);
  });

  it("restores the previous content when the browser refuses part of a replacement", async () => {
    const { store } = await loadPage();
    const replaceAll = (await import("@/lib/client/storage/store")).replaceAll;
    store.readBaseData();
    localStorage.setItem("kept", '"old"');
    const original = Storage.prototype.setItem;
    const refuse = vi.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === "huge") throw new DOMException("full", "QuotaExceededError");
      original.call(this, key, value);
    });
    const ok = replaceAll(new Map([["baseData", '{"version":4}'], ["huge", '"x"']]));
    refuse.mockRestore();
    expect(ok).toBe(false);
    expect(localStorage.getItem("kept")).toBe('"old"');
    expect(localStorage.getItem("huge")).toBeNull();
    expect(store.readBaseData().version).toBe(4);
  });
});

describe("log and its bounds", () => {
  it("keeps the log bounded and writes it as a file", async () => {
    const { store, log, tidyOptions } = await loadPage();
    store.writeGroup(tidyOptions.tidyUpGroup, { maxAgeDays: 0, maxLogEntries: 10, lastRun: 0 });
    for (let index = 0; index < 12; index += 1) log.appendLog("action", `step ${index}`, Date.UTC(2025, 0, 1, 0, 0, index));
    const entries = store.readGroup(log.logGroup);
    expect(entries).toHaveLength(10);
    expect(entries[0]?.text).toBe("step 2");
    expect(log.logFileText(entries.slice(-1))).toBe("2025-01-01T00:00:11.000Z\tACTION\tstep 11\n");
  });

  it("refuses tidy-up options out of range", async () => {
    const { store, tidyOptions } = await loadPage();
    localStorage.setItem("tidyUp", JSON.stringify({ maxAgeDays: -1, maxLogEntries: 1e9, lastRun: 0 }));
    expect(store.readGroup(tidyOptions.tidyUpGroup)).toEqual(tidyOptions.tidyUpDefaults);
  });
});
