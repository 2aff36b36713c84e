import { describe, expect, it } from "vitest";
import { formatList, formatMoney, formatTag, formatTime, formatTimeRange, partSeparator } from "./intl";

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

describe("euro prices in each language", () => {
  it("group their digits by thousands in every language, Tamil too (not by lakhs: 3,60,000)", () => {
    expect(formatMoney(360_000, "EUR", "ta")).toBe("€360,000");
    expect(formatMoney(1_250_000, "EUR", "ta")).toBe("€1,250,000");
    expect(formatMoney(360_000, "EUR", "en")).toBe("€360,000");
    expect(formatMoney(360_000, "EUR", "de")).toBe("360.000\u00a0€");
    for (const locale of ["en", "de", "es", "ru", "ar", "lt", "it", "ta"] as const) {
      expect(formatMoney(360_000, "EUR", locale), locale).toMatch(/360\D000/);
      expect(formatMoney(360_000, "EUR", locale), locale).not.toMatch(/3\D60\D000/);
    }
  });

  it("keep each language's own way otherwise: its cents, and Spanish's ungrouped thousands", () => {
    expect(formatMoney(7.5, "EUR", "de")).toBe("7,50\u00a0€");
    expect(formatMoney(5000, "EUR", "es")).toBe("5000\u00a0€");
    expect(formatMoney(2_500_000.25, "EUR", "ta")).toBe("€2,500,000.25");
  });
});

describe("formatList", () => {
  it("joins names as the page's language does", () => {
    expect(formatList(["Time recording"], "en")).toBe("Time recording");
    expect(formatList(["Data-type playground", "Autoclave simulation"], "en")).toBe("Data-type playground and Autoclave simulation");
    expect(formatList(["A", "B", "C"], "de")).toBe("A, B und C");
  });
});

describe("partSeparator", () => {
  it("joins a paper's name and its date with the Arabic comma on an Arabic page, a Latin one elsewhere", () => {
    expect(`Hollmünder Zeitung${partSeparator("ar")}16 مايو 2023`).toBe("Hollmünder Zeitung، 16 مايو 2023");
    for (const locale of ["en", "de", "ta", "ru"] as const) expect(partSeparator(locale)).toBe(", ");
  });
});
