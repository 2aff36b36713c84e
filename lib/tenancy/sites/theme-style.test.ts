import { describe, expect, it } from "vitest";
import { themeVariables } from "./theme-style";
import { peaceTheme, writingTheme } from "./themes";

describe("page titles", () => {
  // A handwriting face draws small letters for its size: set at the shared scale, a title in it
  // reads smaller than the lead under it.
  it("run between larger bounds where the site keeps its heading face for titles", () => {
    expect(writingTheme.headingFaceOn).toBe("titles");
    const variables = themeVariables(writingTheme);
    expect(Number(variables["--title-floor"])).toBeGreaterThanOrEqual(1.5);
    expect(Number(variables["--title-ceiling"])).toBeGreaterThan(1);
    expect(Number(variables["--title-floor-script"])).toBeGreaterThan(1);
  });

  it("keep the shared scale where every heading takes the heading face", () => {
    expect(peaceTheme.headingFaceOn).toBe("allHeadings");
    const variables = themeVariables(peaceTheme);
    expect([variables["--title-floor"], variables["--title-ceiling"], variables["--title-floor-script"]]).toEqual(["1", "1", "1"]);
  });
});
