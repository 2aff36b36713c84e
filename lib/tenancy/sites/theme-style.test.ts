import { describe, expect, it } from "vitest";
import { themeVariables } from "./theme-style";
import { morphemeTheme, peaceTheme, symaTheme, vaultTheme, writingTheme } from "./themes";

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

describe("Arabic and Tamil main headings", () => {
  it("carry the mark the site's theme names, and only that one", () => {
    const syma = themeVariables(symaTheme);
    expect(syma["--script-title-bar"]).toBe("6px solid var(--accent)");
    expect(syma["--script-title-colour"]).toBeUndefined();
    expect(syma["--script-title-under"]).toBeUndefined();
    // The memorial plate's double rule: two short lines under the heading, mirrored on Arabic pages.
    const vault = themeVariables(vaultTheme);
    expect(vault["--script-title-under"]?.match(/linear-gradient/g)).toHaveLength(2);
    expect(vault["--script-title-under-at-rtl"]).toMatch(/^100% /);
    expect(themeVariables(morphemeTheme)["--script-title-colour"]).toBe("var(--accent)");
  });
});
