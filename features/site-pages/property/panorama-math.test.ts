import { describe, expect, it } from "vitest";
import {
  COMPASS_POINTS,
  backgroundOffsetPercent,
  compassPoint,
  displayDegrees,
  wrapDegrees,
  yawAfterDrag,
} from "./panorama-math";

/** Where in the picture (0–1 of its width) the viewport's centre lands for a given offset. */
function centreOfView(percent: number, zoom: number): number {
  const edge = (percent / 100) * (1 - zoom); // in viewport widths
  const x = (0.5 - edge) / zoom;
  return ((x % 1) + 1) % 1;
}

describe("wrapDegrees", () => {
  it.each([
    [0, 0],
    [45, 45],
    [360, 0],
    [370, 10],
    [-10, 350],
    [-360, 0],
    [-725, 355],
    [1e6, 1e6 % 360],
  ])("%d → %d", (input, expected) => {
    expect(wrapDegrees(input)).toBeCloseTo(expected, 9);
  });

  it("never returns -0, 360 or NaN", () => {
    expect(Object.is(wrapDegrees(-0), 0)).toBe(true);
    expect(Object.is(wrapDegrees(-720), 0)).toBe(true);
    expect(wrapDegrees(-1e-15)).toBeLessThan(360);
    expect(wrapDegrees(Number.NaN)).toBe(0);
    expect(wrapDegrees(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("displayDegrees", () => {
  it("rounds to whole degrees inside 0–359", () => {
    expect(displayDegrees(44.6)).toBe(45);
    expect(displayDegrees(359.6)).toBe(0);
    expect(displayDegrees(-90)).toBe(270);
  });
});

describe("compassPoint", () => {
  it.each([
    [0, "n"],
    [22.4, "n"],
    [22.5, "ne"],
    [45, "ne"],
    [90, "e"],
    [135, "se"],
    [180, "s"],
    [225, "sw"],
    [270, "w"],
    [315, "nw"],
    [337.4, "nw"],
    [337.5, "n"],
    [359, "n"],
    [-45, "nw"],
    [405, "ne"],
  ])("%d° is %s", (yaw, point) => {
    expect(compassPoint(yaw)).toBe(point);
  });

  it("uses every point once, in clockwise order", () => {
    expect(COMPASS_POINTS.map((_, index) => compassPoint(index * 45))).toEqual([...COMPASS_POINTS]);
  });
});

describe("backgroundOffsetPercent", () => {
  it("centres south (the middle of the picture) at 50 %", () => {
    expect(backgroundOffsetPercent(180, 3)).toBeCloseTo(50, 9);
  });

  it("centres north on the picture's edge", () => {
    expect(backgroundOffsetPercent(0, 3)).toBeCloseTo(125, 9);
    expect(centreOfView(backgroundOffsetPercent(0, 3), 3)).toBeCloseTo(0, 9);
  });

  it.each([0, 10, 45, 90, 179.5, 200, 270, 359.9])("puts %d° in the middle of the view", (yaw) => {
    for (const zoom of [2.25, 3, 4]) {
      const centre = centreOfView(backgroundOffsetPercent(yaw, zoom), zoom);
      const distance = Math.abs(centre - yaw / 360);
      expect(Math.min(distance, 1 - distance)).toBeLessThan(1e-9);
    }
  });

  it("gives the same offset for angles a full turn apart", () => {
    expect(backgroundOffsetPercent(-30, 3)).toBeCloseTo(backgroundOffsetPercent(330, 3), 9);
    expect(backgroundOffsetPercent(750, 3)).toBeCloseTo(backgroundOffsetPercent(30, 3), 9);
  });

  it("stays within one picture width", () => {
    for (let yaw = 0; yaw < 360; yaw += 7.5) {
      const percent = backgroundOffsetPercent(yaw, 3);
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThan(150); // zoom / (zoom − 1) · 100
    }
  });

  it("turns steadily: 10° more moves the picture by the same amount", () => {
    const step = (yaw: number) => backgroundOffsetPercent(yaw + 10, 3) - backgroundOffsetPercent(yaw, 3);
    expect(step(100)).toBeCloseTo(step(200), 9);
  });

  it("rejects a zoom that leaves nothing to turn", () => {
    expect(() => backgroundOffsetPercent(0, 1)).toThrow(RangeError);
    expect(() => backgroundOffsetPercent(0, Number.NaN)).toThrow(RangeError);
  });
});

describe("yawAfterDrag", () => {
  it("turns left when dragging right, by the share of the whole picture dragged", () => {
    // 900 px viewport, zoom 3: the picture is 2700 px wide, so 75 px are 10°.
    expect(yawAfterDrag(180, 75, 900, 3)).toBeCloseTo(170, 9);
    expect(yawAfterDrag(180, -75, 900, 3)).toBeCloseTo(190, 9);
  });

  it("wraps past north", () => {
    expect(yawAfterDrag(5, 150, 900, 3)).toBeCloseTo(345, 9);
    expect(yawAfterDrag(355, -150, 900, 3)).toBeCloseTo(15, 9);
  });

  it("keeps the yaw for an unmeasured viewport", () => {
    expect(yawAfterDrag(90, 40, 0, 3)).toBe(90);
  });
});
