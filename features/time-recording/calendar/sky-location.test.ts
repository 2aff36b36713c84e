// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { skyTimesOfDay, type SkyEvent } from "../astro/sky-times";
import { wallClockAt } from "../astro/zoned-day";
import { homeSkyLocation, parseCoordinate, skyLocationSchema } from "./sky-location";

describe("latitude and longitude as typed", () => {
  it.each([
    ["52.52", "latitude", 52.52],
    ["52,52", "latitude", 52.52],
    [" -33.8688 ", "latitude", -33.8688],
    ["−33,8688", "latitude", -33.8688],
    ["+13.405°", "longitude", 13.405],
    ["90", "latitude", 90],
    ["-180", "longitude", -180],
    ["0", "longitude", 0],
  ] as const)("%j is the %s %d", (text, axis, value) => {
    expect(parseCoordinate(text, axis)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "latitude", "empty"],
    ["   ", "longitude", "empty"],
    ["abc", "latitude", "notANumber"],
    ["52.5.1", "latitude", "notANumber"],
    ["1e2", "latitude", "notANumber"],
    ["52°31'", "latitude", "notANumber"],
    ["90.0001", "latitude", "outOfRange"],
    ["-91", "latitude", "outOfRange"],
    ["180.5", "longitude", "outOfRange"],
    ["-181", "longitude", "outOfRange"],
  ] as const)("%j as %s is refused: %s", (text, axis, error) => {
    expect(parseCoordinate(text, axis)).toEqual({ ok: false, error });
  });

  it("stored locations must name a real zone and stay in range", () => {
    const berlin = { name: "Berlin", latitude: 52.52, longitude: 13.405, timeZone: "Europe/Berlin" };
    expect(skyLocationSchema.safeParse(berlin).success).toBe(true);
    expect(skyLocationSchema.safeParse({ ...berlin, timeZone: "Europe/Atlantis" }).success).toBe(false);
    expect(skyLocationSchema.safeParse({ ...berlin, latitude: 91 }).success).toBe(false);
    expect(skyLocationSchema.safeParse({ ...berlin, longitude: "13" }).success).toBe(false);
  });
});

describe("the place until the user sets one", () => {
  it("is Osnabrück, under its name in the page's language, in the German zone", () => {
    const home = homeSkyLocation("أوسنابروك");
    expect(home).toMatchObject({ name: "أوسنابروك", timeZone: "Europe/Berlin" });
    // Osnabrück lies 5° west of Berlin: at the summer solstice its sun rises and sets some 20 minutes
    // after Berlin's (04:43 and 21:33), at about 05:06 and 21:53.
    const times = skyTimesOfDay({ year: 2024, month: 6, day: 21 }, home, home.timeZone);
    const clock = (event: SkyEvent) => (event.kind === "at" ? wallClockAt(event.time, home.timeZone) : undefined);
    const minutes = (event: SkyEvent) => (clock(event)?.hour ?? 0) * 60 + (clock(event)?.minute ?? 0);
    expect(minutes(times.sunrise)).toBeGreaterThanOrEqual(5 * 60);
    expect(minutes(times.sunrise)).toBeLessThanOrEqual(5 * 60 + 12);
    expect(minutes(times.sunset)).toBeGreaterThanOrEqual(21 * 60 + 48);
    expect(minutes(times.sunset)).toBeLessThanOrEqual(22 * 60);
  });
});
