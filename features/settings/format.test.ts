import { describe, expect, it } from "vitest";
import { formatBytes, formatDateTime, formatNumber } from "./format";

describe("the settings' sizes and counts", () => {
  it("write whole bytes out in the language's plural and kilobytes with their symbol", () => {
    expect(formatBytes(199, "en")).toBe("199 bytes");
    expect(formatBytes(1, "en")).toBe("1 byte");
    expect(formatBytes(199, "de")).toBe("199 Byte");
    expect(formatBytes(2560, "en")).toBe("2.5 kB");
    expect(formatBytes(2560, "de")).toBe("2,5 kB");
  });

  it("use the Western digits of the Arabic pages, never a second digit system", () => {
    expect(formatBytes(199, "ar")).toMatch(/^199 /);
    expect(formatBytes(199, "ar-SA")).toMatch(/^199 /);
    expect(formatNumber(1234, "ar")).toMatch(/^1[,٬]234$/);
    expect(formatDateTime(Date.UTC(2026, 11, 4, 12), "ar")).toMatch(/2026/);
  });
});
