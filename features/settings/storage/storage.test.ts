// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Each call is a fresh page load: the module's per-page state starts over, storage stays. */
async function loadPage() {
  vi.resetModules();
  return {
    store: await import("@/lib/client/storage"),
    log: await import("@/lib/client/storage/log"),
    statistics: await import("./statistics"),
    tidy: await import("./tidy-up"),
    tidyOptions: await import("@/lib/client/storage/tidy-up-options"),
  };
}

beforeEach(() => localStorage.clear());

describe("statistics and tidy-up", () => {
  it("counts page views only when statistics are on", async () => {
    const { store, statistics } = await loadPage();
    statistics.recordPageView("/imprint", 1000);
    expect(store.readGroup(statistics.statisticsGroup).paths).toEqual({});
    store.writeBaseData({ statistics: true });
    statistics.recordPageView("/imprint", 2000);
    statistics.recordPageView("/imprint", 3000);
    statistics.recordPageView("/", 4000);
    expect(store.readGroup(statistics.statisticsGroup)).toEqual({
      since: 2000,
      paths: { "/imprint": { views: 2, last: 3000 }, "/": { views: 1, last: 4000 } },
    });
  });


  it("drops log entries and page statistics older than the chosen age, once a day", async () => {
    const { store, log, statistics, tidy, tidyOptions } = await loadPage();
    const day = 24 * 60 * 60 * 1000;
    const now = 100 * day;
    store.writeBaseData({ statistics: true });
    store.writeGroup(tidyOptions.tidyUpGroup, { maxAgeDays: 30, maxLogEntries: 200, lastRun: 0 });
    log.appendLog("error", "old", now - 31 * day);
    log.appendLog("error", "recent", now - 29 * day);
    statistics.recordPageView("/old", now - 40 * day);
    statistics.recordPageView("/new", now - day);
    tidy.tidyUpDaily(now);
    expect(store.readGroup(log.logGroup).map((entry) => entry.text)).toEqual(["recent"]);
    expect(Object.keys(store.readGroup(statistics.statisticsGroup).paths)).toEqual(["/new"]);
    log.appendLog("error", "very old", 0);
    tidy.tidyUpDaily(now + day / 2);
    expect(store.readGroup(log.logGroup)).toHaveLength(2);
    tidy.tidyUpDaily(now + day);
    expect(store.readGroup(log.logGroup)).toHaveLength(1);
  });

});
