// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { parseCoordinate, skyLocationSchema } from "./sky-location";

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
