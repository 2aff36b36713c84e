import { describe, it, expect } from "vitest";
import {
  barAbsToGauge,
  gaugeToBarAbs,
  saturationPressureBarAbs,
  saturationTemperatureC,
} from "./steam";

const withinPercent = (actual: number, expected: number, percent: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThan(percent / 100);

describe("saturated steam (IAPWS-IF97 region 4)", () => {
  it("matches the sterilisation reference points", () => {
    expect(saturationPressureBarAbs(121)).toBeCloseTo(2.0505, 3);
    // IF97 gives 3.04199 bar at 134 °C (NIST 0.30420 MPa); 3.0432 is a commonly quoted rounding.
    expect(saturationPressureBarAbs(134)).toBeCloseTo(3.042, 3);
    withinPercent(saturationPressureBarAbs(134), 3.0432, 1);
    withinPercent(saturationPressureBarAbs(100), 1.01325, 1);
  });

  it("matches IF97 verification values", () => {
    // IF97 table 35: T = 300, 500, 600 K.
    expect(saturationPressureBarAbs(300 - 273.15)).toBeCloseTo(0.0353658941, 9);
    expect(saturationPressureBarAbs(500 - 273.15)).toBeCloseTo(26.3889776, 6);
    expect(saturationPressureBarAbs(600 - 273.15)).toBeCloseTo(123.443146, 5);
    // IF97 table 36: p = 0.1, 1, 10 MPa.
    expect(saturationTemperatureC(1) + 273.15).toBeCloseTo(372.755919, 5);
    expect(saturationTemperatureC(10) + 273.15).toBeCloseTo(453.035632, 5);
    expect(saturationTemperatureC(100) + 273.15).toBeCloseTo(584.149488, 5);
  });

  it("inverts across 20–150 °C", () => {
    for (let t = 20; t <= 150; t += 5) {
      expect(saturationTemperatureC(saturationPressureBarAbs(t))).toBeCloseTo(t, 6);
    }
    expect(saturationTemperatureC(1.01325)).toBeCloseTo(99.97, 1);
    expect(saturationTemperatureC(2.0505)).toBeCloseTo(121, 2);
  });

  it("refuses values outside the saturation line", () => {
    expect(() => saturationPressureBarAbs(-1)).toThrow(RangeError);
    expect(() => saturationPressureBarAbs(400)).toThrow(RangeError);
    expect(() => saturationPressureBarAbs(Number.NaN)).toThrow(RangeError);
    expect(() => saturationTemperatureC(0)).toThrow(RangeError);
    expect(() => saturationTemperatureC(300)).toThrow(RangeError);
  });

  it("converts between absolute and gauge pressure", () => {
    expect(barAbsToGauge(3.0432)).toBeCloseTo(2.02995, 10);
    expect(barAbsToGauge(2, 0.95)).toBeCloseTo(1.05, 10);
    expect(gaugeToBarAbs(barAbsToGauge(2.5))).toBeCloseTo(2.5, 12);
  });
});
