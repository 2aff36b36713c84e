import { afterEach, describe, expect, it, vi } from "vitest";
import { switchConsoleToJson } from "@/lib/server/console-json";

const originalConsole = { ...console };

afterEach(() => {
  Object.assign(console, originalConsole);
  vi.restoreAllMocks();
});

function captureOutput() {
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.stdout.push(String(chunk)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (lines.stderr.push(String(chunk)), true));
  return lines;
}

describe("the framework's console output", () => {
  it("turn the framework's console errors into JSON on stderr", () => {
    const lines = captureOutput();
    switchConsoleToJson();
    console.error("render failed:", new Error("boom"));
    expect(lines.stderr).toHaveLength(1);
    expect(JSON.parse(lines.stderr[0]!)).toMatchObject({ level: "error" });
    expect(JSON.parse(lines.stderr[0]!).msg).toContain("boom");
  });

  it("note a visitor who left mid-request as information, not as a server error", () => {
    const lines = captureOutput();
    switchConsoleToJson();
    console.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    expect(lines.stderr).toEqual([]);
    expect(JSON.parse(lines.stdout[0]!)).toMatchObject({ level: "info", msg: "the client closed the connection before the answer" });
  });

  it("give a JSON line written by other code its time, and leave one that has a time as it is", () => {
    const lines = captureOutput();
    switchConsoleToJson();
    console.info(JSON.stringify({ level: "info", msg: "database ready", attempt: 1 }));
    console.warn(JSON.stringify({ time: "2026-01-01T00:00:00.000Z", level: "warn", msg: "kept" }));
    const ready = JSON.parse(lines.stdout[0]!);
    expect(ready).toMatchObject({ level: "info", msg: "database ready", attempt: 1 });
    expect(Date.parse(ready.time)).toBeGreaterThan(Date.parse("2026-01-01"));
    expect(lines.stderr).toEqual([`${JSON.stringify({ time: "2026-01-01T00:00:00.000Z", level: "warn", msg: "kept" })}\n`]);
  });

  it("during a database outage write one line a minute with the count, and the stack trace only once", () => {
    vi.useFakeTimers();
    try {
      const lines = captureOutput();
      switchConsoleToJson();
      const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
      for (let i = 0; i < 50; i += 1) console.error("\u001b[31m⨯\u001b[39m", refused());
      expect(lines.stderr).toHaveLength(1);
      const first = JSON.parse(lines.stderr[0]!);
      expect(first).toMatchObject({ level: "error", msg: "a page failed: the database does not answer", error: "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432" });
      expect(first.stack).toContain("at ");

      vi.advanceTimersByTime(60_000);
      expect(lines.stderr).toHaveLength(2);
      expect(JSON.parse(lines.stderr[1]!)).toMatchObject({ msg: "a page failed: the database does not answer … and 49 more in the last 60 s", more: 49 });

      // The next outage, after a quiet spell: its first line again, without the stack.
      vi.advanceTimersByTime(300_000);
      console.error(refused());
      expect(lines.stderr).toHaveLength(3);
      expect(JSON.parse(lines.stderr[2]!)).not.toHaveProperty("stack");
    } finally {
      vi.useRealTimers();
    }
  });
});
