import { describe, expect, it } from "vitest";
import { logLine } from "@/lib/server/log";

describe("server log lines", () => {
  it("are JSON with time, level and message, and never carry a secret", () => {
    const line = JSON.parse(logLine("warn", "sign-in failed", { user: "anna", password: "hunter2", sessionToken: "abc", requestId: "r1" }));
    expect(line).toMatchObject({ level: "warn", msg: "sign-in failed", user: "anna", password: "[redacted]", sessionToken: "[redacted]", requestId: "r1" });
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
  });
});
