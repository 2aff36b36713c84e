import taLocale from "@fullcalendar/react/locales/ta-in";
import { describe, expect, it } from "vitest";
import { calendarIntlTag, fullCalendarLocales } from "./fullcalendar-locales";

const fiveAfterSeven = Date.UTC(2026, 11, 2, 7, 5);
const clock = (tag: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }).format(fiveAfterSeven);

describe("the calendar's clock follows the site's texts", () => {
  it("Tamil: its sun and moon times on the 24-hour clock, without the Latin AM/PM", () => {
    expect(clock(calendarIntlTag("ta"), { timeStyle: "short" })).toBe("07:05");
  });

  it("English keeps AM/PM, German its 24 hours; Arabic keeps Western digits", () => {
    expect(clock(calendarIntlTag("en"), { timeStyle: "short" })).toBe("7:05 AM");
    expect(clock(calendarIntlTag("de"), { timeStyle: "short" })).toBe("07:05");
    expect(clock(calendarIntlTag("ar"), { timeStyle: "short" })).toMatch(/^7:05\s?ص$/);
  });

  it("FullCalendar's Tamil hours and entries are on the 24-hour clock; the other languages keep FullCalendar's own formats", () => {
    const tamil = fullCalendarLocales.find((input) => input.code === "ta-in");
    expect(tamil?.eventTimeFormat).toMatchObject({ hour12: false });
    expect(tamil?.slotHeaderFormat).toMatchObject({ hour12: false });
    // and keeps FullCalendar's Tamil translations
    expect(tamil).toMatchObject(taLocale);
    for (const input of fullCalendarLocales.filter((other) => other.code !== "ta-in")) expect(input.eventTimeFormat, input.code).toBeUndefined();
  });
});
