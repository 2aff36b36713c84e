import { afterEach, describe, expect, it, vi } from "vitest";
import { logLine, switchConsoleToJson } from "@/lib/server/log";

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

describe("server log lines", () => {
  it("are JSON with time, level and message, and never carry a secret", () => {
    const line = JSON.parse(logLine("warn", "sign-in failed", { user: "anna", password: "hunter2", sessionToken: "abc", requestId: "r1" }));
    expect(line).toMatchObject({ level: "warn", msg: "sign-in failed", user: "anna", password: "[redacted]", sessionToken: "[redacted]", requestId: "r1" });
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
  });

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
});
