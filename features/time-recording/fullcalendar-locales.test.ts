import taLocale from "@fullcalendar/react/locales/ta-in";
import { describe, expect, it } from "vitest";
import { calendarIntlTag, entryTimeFormat, firstDayOfWeek, fullCalendarLocales } from "./fullcalendar-locales";

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

  it("FullCalendar's Tamil hours are on the 24-hour clock; the other languages keep FullCalendar's own hour labels", () => {
    const tamil = fullCalendarLocales.find((input) => input.code === "ta-in");
    expect(tamil?.slotHeaderFormat).toMatchObject({ hour12: false });
    // and keeps FullCalendar's Tamil translations
    expect(tamil).toMatchObject(taLocale);
    for (const input of fullCalendarLocales.filter((other) => other.code !== "ta-in")) expect(input.slotHeaderFormat, input.code).toBeUndefined();
  });

  it("an entry's times read like the sun-and-moon card's: whole, each with its AM or PM, never FullCalendar's \"8a\"", () => {
    const wallClock = (hour: number, minute: number) => ({ marker: new Date(Date.UTC(2026, 11, 2, hour, minute)) });
    const entryTime = (locale: "en" | "de" | "ta" | "ar", start: [number, number], end?: [number, number]) =>
      (entryTimeFormat(locale) as (arg: unknown) => string)({ start: wallClock(...start), end: end ? wallClock(...end) : null });
    expect(entryTime("en", [8, 0])).toBe("8:00 AM");
    expect(entryTime("en", [12, 30], [16, 30])).toBe("12:30 PM\u00a0– 4:30 PM");
    expect(entryTime("de", [12, 30], [16, 30])).toBe("12:30\u00a0– 16:30");
    expect(entryTime("ta", [8, 0])).toBe("08:00");
    expect(entryTime("ar", [8, 0])).toMatch(/^8:00\s?ص$/);
  });
});

describe("the week the calendar shows", () => {
  it("starts on Sunday in English, Saturday in Arabic, Monday in the others, as FullCalendar's locales say", () => {
    expect(firstDayOfWeek("en")).toBe(0);
    expect(firstDayOfWeek("ar")).toBe(6);
    for (const locale of ["de", "es", "ru", "lt", "it", "ta"] as const) expect(firstDayOfWeek(locale), locale).toBe(1);
  });
});
