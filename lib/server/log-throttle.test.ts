import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttledLog } from "@/lib/server/log-throttle";

let lines: Record<string, unknown>[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-28T12:00:00Z") });
  lines = [];
  const capture = (chunk: unknown) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), true);
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("throttled warnings", () => {
  it("a flood of one kind writes its first line, then one line a minute with the count", () => {
    for (let i = 0; i < 10_000; i += 1) throttledLog("floodKind", "warn", "host rejected", { host: `h${i}.example` });
    expect(lines).toEqual([expect.objectContaining({ level: "warn", msg: "host rejected", host: "h0.example", kind: "floodKind" })]);

    vi.advanceTimersByTime(59_999);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(lines[1]).toMatchObject({ level: "warn", msg: "host rejected … and 9999 more in the last 60 s", kind: "floodKind", more: 9999 });
    expect(typeof lines[1]?.time).toBe("string");

    // The flood goes on: still one line per minute, each with its own count.
    for (let i = 0; i < 500; i += 1) {
      throttledLog("floodKind", "warn", "host rejected", { host: `g${i}.example` });
      vi.advanceTimersByTime(100);
    }
    expect(lines).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ msg: "host rejected … and 500 more in the last 60 s", more: 500 });
  });

  it("kinds are counted apart, and after a quiet minute the next warning is written in full", () => {
    throttledLog("cookieKind", "warn", "session cookie refused", { reason: "invalid" });
    throttledLog("escapeKind", "warn", "malformed percent-escape", { path: "/%E0" });
    throttledLog("cookieKind", "warn", "session cookie refused", { reason: "invalid" });
    expect(lines.map((line) => line.msg)).toEqual(["session cookie refused", "malformed percent-escape"]);

    vi.advanceTimersByTime(60_000);
    expect(lines.map((line) => line.msg)).toEqual(["session cookie refused", "malformed percent-escape", "session cookie refused … and 1 more in the last 60 s"]);

    vi.advanceTimersByTime(120_000);
    throttledLog("cookieKind", "warn", "session cookie refused", { reason: "tampered" });
    expect(lines.at(-1)).toMatchObject({ msg: "session cookie refused", reason: "tampered", kind: "cookieKind" });
    expect(lines).toHaveLength(4);
  });

  it("a single warning is never followed by a count of zero", () => {
    throttledLog("singleKind", "error", "readiness: the database does not answer");
    vi.advanceTimersByTime(600_000);
    expect(lines).toHaveLength(1);
  });
});
