import { describe, expect, it } from "vitest";
import { formatTag, formatTime, formatTimeRange } from "./intl";

describe("times in each language", () => {
  it("Tamil runs on the 24-hour clock, without the Latin AM/PM ICU would write", () => {
    expect(formatTime("18:00", "ta")).toBe("18:00");
    expect(formatTimeRange("15:00", "17:30", "ta")).not.toMatch(/AM|PM/);
    expect(new Intl.DateTimeFormat(formatTag("ta-IN"), { timeStyle: "short", timeZone: "UTC" }).format(Date.UTC(2026, 0, 1, 18))).toBe("18:00");
  });

  it("Arabic writes Western digits; English keeps its 12-hour clock", () => {
    expect(formatTime("18:00", "ar")).toMatch(/^6:00\s/);
    expect(formatTime("18:00", "en")).toMatch(/^6:00\sPM$/);
  });

  it("joins a time and its day half with a no-break space, so a line never ends before PM or م", () => {
    expect(formatTime("19:00", "en")).toBe("7:00\u00a0PM");
    expect(formatTime("19:00", "ar")).toBe("7:00\u00a0م");
    for (const locale of ["de", "ta"] as const) expect(formatTime("19:00", locale)).toBe("19:00");
  });
});
