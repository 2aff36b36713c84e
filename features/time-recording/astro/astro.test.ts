import { getMoonPosition } from "suncalc";
import { describe, expect, it } from "vitest";
import { moonPhaseOfDay } from "./moon-phase";
import { skyTimesOfDay, type SkyEvent } from "./sky-times";
import { dayBounds, startOfDay, todayIn, wallClockAt } from "./zoned-day";

const berlin = { latitude: 52.52, longitude: 13.405 };
const newYork = { latitude: 40.7128, longitude: -74.006 };
const tromso = { latitude: 69.6496, longitude: 18.956 };
const tokyo = { latitude: 35.6762, longitude: 139.6503 };

/** "HH:MM" of an event in a zone, for comparison with published tables. */
function clock(event: SkyEvent, timeZone: string): string {
  if (event.kind !== "at") return event.kind;
  const wall = wallClockAt(event.time, timeZone);
  return `${String(wall.hour).padStart(2, "0")}:${String(wall.minute).padStart(2, "0")}`;
}

describe("civil days in a time zone", () => {
  it("starts a day at local midnight, also across daylight-saving changes", () => {
    expect(new Date(startOfDay({ year: 2024, month: 3, day: 31 }, "Europe/Berlin")).toISOString()).toBe("2024-03-30T23:00:00.000Z");
    expect(new Date(startOfDay({ year: 2024, month: 4, day: 1 }, "Europe/Berlin")).toISOString()).toBe("2024-03-31T22:00:00.000Z");
    expect(new Date(startOfDay({ year: 2024, month: 3, day: 31 }, "Asia/Kolkata")).toISOString()).toBe("2024-03-30T18:30:00.000Z");
    expect(new Date(startOfDay({ year: 2024, month: 6, day: 1 }, "Pacific/Kiritimati")).toISOString()).toBe("2024-05-31T10:00:00.000Z");
  });

  it("starts a day at 01:00 where the clocks skip midnight (Chile, 8 September 2024)", () => {
    expect(new Date(startOfDay({ year: 2024, month: 9, day: 8 }, "America/Santiago")).toISOString()).toBe("2024-09-08T04:00:00.000Z");
  });

  it("knows that days around a change last 23 or 25 hours", () => {
    const spring = dayBounds({ year: 2024, month: 3, day: 31 }, "Europe/Berlin");
    const autumn = dayBounds({ year: 2024, month: 10, day: 27 }, "Europe/Berlin");
    expect((spring.end - spring.start) / 3_600_000).toBe(23);
    expect((autumn.end - autumn.start) / 3_600_000).toBe(25);
  });

  it("tells today's date in another zone", () => {
    const instant = Date.parse("2024-04-23T23:30:00Z");
    expect(todayIn("Europe/Berlin", instant)).toEqual({ year: 2024, month: 4, day: 24 });
    expect(todayIn("America/New_York", instant)).toEqual({ year: 2024, month: 4, day: 23 });
  });
});

describe("sunrise and sunset for known places and dates", () => {
  // Reference values: published sunrise/sunset tables (timeanddate.com, USNO), to the minute.
  it("Berlin at the summer solstice 2024: 04:43 and 21:33 summer time", () => {
    const times = skyTimesOfDay({ year: 2024, month: 6, day: 21 }, berlin, "Europe/Berlin");
    expect(clock(times.sunrise, "Europe/Berlin")).toBe("04:43");
    expect(clock(times.sunset, "Europe/Berlin")).toBe("21:33");
  });

  it("New York at the winter solstice 2024: 07:16 and 16:32", () => {
    const times = skyTimesOfDay({ year: 2024, month: 12, day: 21 }, newYork, "America/New_York");
    expect(clock(times.sunrise, "America/New_York")).toBe("07:16");
    expect(clock(times.sunset, "America/New_York")).toBe("16:32");
  });

  it("the same place shown in another zone keeps the instant and moves the clock", () => {
    const inBerlin = skyTimesOfDay({ year: 2024, month: 12, day: 21 }, newYork, "America/New_York");
    expect(clock(inBerlin.sunrise, "Europe/Berlin")).toBe("13:16");
  });

  it("Tromsø has midnight sun in June and polar night in December", () => {
    const june = skyTimesOfDay({ year: 2024, month: 6, day: 21 }, tromso, "Europe/Oslo");
    expect(june.sunrise).toEqual({ kind: "alwaysUp" });
    expect(june.sunset).toEqual({ kind: "alwaysUp" });
    const december = skyTimesOfDay({ year: 2024, month: 12, day: 21 }, tromso, "Europe/Oslo");
    expect(december.sunrise).toEqual({ kind: "alwaysDown" });
  });

  it("finds moonrise within the civil day of a zone far from UTC, with the moon on the horizon", () => {
    const day = { year: 2024, month: 4, day: 23 };
    const times = skyTimesOfDay(day, tokyo, "Asia/Tokyo");
    const { start, end } = dayBounds(day, "Asia/Tokyo");
    expect(times.moonrise.kind).toBe("at");
    if (times.moonrise.kind !== "at") return;
    expect(times.moonrise.time).toBeGreaterThanOrEqual(start);
    expect(times.moonrise.time).toBeLessThan(end);
    // The full moon rises near sunset; a minute later it stands higher than a minute before.
    expect(clock(times.moonrise, "Asia/Tokyo")).toMatch(/^1[78]:/);
    const before = getMoonPosition(new Date(times.moonrise.time - 60_000), tokyo.latitude, tokyo.longitude).altitude;
    const after = getMoonPosition(new Date(times.moonrise.time + 60_000), tokyo.latitude, tokyo.longitude).altitude;
    expect(after).toBeGreaterThan(before);
    expect(Math.abs(before)).toBeLessThan(1);
  });

  it("reports a day without moonrise instead of inventing one", () => {
    // Moonrise comes about 50 minutes later each day, so once a month a day has none.
    const days = Array.from({ length: 31 }, (_, index) => skyTimesOfDay({ year: 2024, month: 5, day: index + 1 }, berlin, "Europe/Berlin"));
    const withoutRise = days.filter((times) => times.moonrise.kind !== "at");
    expect(withoutRise.length).toBe(1);
    expect(withoutRise[0]?.moonrise).toEqual({ kind: "none" });
  });
});

describe("moon phase of a day", () => {
  // Principal phases of April 2024 (UTC): new 8th 18:21, first quarter 15th 19:13,
  // full 23rd 23:49, last quarter 1 May 11:27.
  it.each([
    [2024, 4, 8, "Europe/Berlin", "newMoon"],
    [2024, 4, 15, "Europe/Berlin", "firstQuarter"],
    [2024, 4, 24, "Europe/Berlin", "fullMoon"],
    [2024, 4, 23, "Europe/Berlin", "waxingGibbous"],
    [2024, 4, 23, "America/New_York", "fullMoon"],
    [2024, 5, 1, "Europe/Berlin", "lastQuarter"],
    [2024, 4, 5, "Europe/Berlin", "waningCrescent"],
    [2024, 4, 10, "Europe/Berlin", "waxingCrescent"],
    [2024, 4, 19, "Europe/Berlin", "waxingGibbous"],
    [2024, 4, 27, "Europe/Berlin", "waningGibbous"],
    [2024, 9, 18, "Europe/Berlin", "fullMoon"],
    [2024, 10, 2, "Europe/Berlin", "newMoon"],
  ])("%i-%i-%i in %s: %s", (year, month, day, timeZone, name) => {
    expect(moonPhaseOfDay({ year, month, day }, timeZone).name).toBe(name);
  });

  it("dates the full moon of 23 April 2024 to within half an hour of 23:49 UTC", () => {
    const phase = moonPhaseOfDay({ year: 2024, month: 4, day: 24 }, "Europe/Berlin");
    expect(Math.abs((phase.exactAt ?? 0) - Date.parse("2024-04-23T23:49:00Z"))).toBeLessThan(30 * 60_000);
  });

  it("gives each principal phase to exactly one day of a lunar month", () => {
    const names = Array.from({ length: 30 }, (_, index) => {
      const date = new Date(Date.UTC(2024, 3, 1 + index));
      return moonPhaseOfDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, "Europe/Berlin").name;
    });
    for (const principal of ["newMoon", "firstQuarter", "fullMoon", "lastQuarter"]) {
      expect(names.filter((name) => name === principal), principal).toHaveLength(1);
    }
  });

  it("states the lit fraction of an ordinary day", () => {
    const crescent = moonPhaseOfDay({ year: 2024, month: 4, day: 10 }, "Europe/Berlin");
    expect(crescent.waxing).toBe(true);
    expect(crescent.fraction).toBeGreaterThan(0.02);
    expect(crescent.fraction).toBeLessThan(0.1);
  });
});
