import { describe, expect, it } from "vitest";
import { themeVariables } from "./theme-style";
import * as themes from "./themes";
import { morphemeTheme, peaceTheme, politicalTheme, symaTheme, taxTheme, vaultTheme, writingTheme } from "./themes";

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

  it("keep the handwriting for the start page's title: the other pages' titles take the section face, at the shared ceiling", () => {
    const variables = themeVariables(writingTheme);
    expect(variables["--font-page-title"]).toBe("var(--font-section)");
    expect(variables["--font-section"]).toBe("var(--font-body)");
    expect([variables["--page-title-floor"], variables["--page-title-ceiling"], variables["--page-title-stroke"]]).toEqual(["1.25", "1", "none"]);
    expect(themeVariables(peaceTheme)["--font-page-title"]).toBeUndefined();
  });

  it("widen the frame on a wide screen only where the site's start page composes more columns there", () => {
    expect(themeVariables(morphemeTheme)["--wide-frame-width"]).toBe("1440px");
    expect(themeVariables(writingTheme)["--wide-frame-width"]).toBe("1400px");
    expect(themeVariables(politicalTheme)["--wide-frame-width"]).toBeUndefined();
  });

  it("set Russian headings bolder only where the Cyrillic stand-in draws lighter than the display face it replaces", () => {
    // Nunito at Fredoka's 600 read as body text on morpheme's Russian pages.
    expect(themeVariables(morphemeTheme)["--heading-weight-cyrillic"]).toBe("800");
    expect(themeVariables(morphemeTheme)["--heading-weight"]).toBe("600");
    for (const theme of [symaTheme, taxTheme, vaultTheme]) expect(themeVariables(theme)["--heading-weight-cyrillic"]).toBe(themeVariables(theme)["--heading-weight"]);
  });

  it("keep the shared scale where every heading takes the heading face", () => {
    expect(peaceTheme.headingFaceOn).toBe("allHeadings");
    const variables = themeVariables(peaceTheme);
    expect([variables["--title-floor"], variables["--title-ceiling"], variables["--title-floor-script"]]).toEqual(["1", "1", "1"]);
  });
});

describe("a page's main heading in every language", () => {
  it("carries the mark the site's theme names, and only that one", () => {
    const syma = themeVariables(symaTheme);
    expect(syma["--script-title-bar-width"]).toBe("6px");
    expect(syma["--script-title-over-width"]).toBeUndefined();
    expect(syma["--script-title-under-size"]).toBeUndefined();
    // The memorial plate's double rule: two short lines under the heading, mirrored on Arabic pages.
    const vault = themeVariables(vaultTheme);
    expect(vault["--script-title-under-size"]?.split(",")).toHaveLength(2);
    expect(vault["--script-title-under-size"]).not.toMatch(/\b0 0\b/);
    expect(vault["--script-title-under-at-rtl"]).toMatch(/^100% /);
  });

  it("carries none on a site whose hand or rounded face is its titles' character", () => {
    const marks = Object.keys(themeVariables(morphemeTheme)).filter((name) => name.startsWith("--script-title-"));
    expect(marks).toEqual([]);
  });
});

describe("Tamil headings' letter width", () => {
  // Headings are sized by their longest word (app/globals.css --letter-em): the condensed face's
  // narrower letters let a long Tamil word keep the Latin size, the others keep the shared width.
  it("is the condensed face's own where the site sets Tamil headings in it", () => {
    expect(taxTheme.tamilFaces.heading).toBe("notoSansTamilCondensed");
    expect(Number(themeVariables(taxTheme)["--tamil-letter-em"])).toBeLessThan(1.6);
    expect(themeVariables(peaceTheme)["--tamil-letter-em"]).toBeUndefined();
  });
});

describe("the variables a theme sets on <html>", () => {
  // The light scheme switches the colour roles on <body>: a value that names one would be resolved
  // on <html> with the dark scheme's colour and keep it in light mode (cards with dark borders).
  it("never name a colour role that changes with the scheme", () => {
    const roles = /var\(--(bg|surface|text|muted|border|accent|on-accent|action|on-action|focus|header-bg|header-text)\)/;
    for (const [themeName, theme] of Object.entries(themes)) {
      for (const [name, value] of Object.entries(themeVariables(theme))) expect(value, `${themeName} ${name}`).not.toMatch(roles);
    }
  });
});

describe("the smallest text", () => {
  it("takes a theme's own size where its face reads small, and the shared floor elsewhere", () => {
    expect(themeVariables(vaultTheme)["--label-size"]).toBe("1.0625rem");
    expect(themeVariables(symaTheme)["--label-size"]).toBeUndefined();
  });
});
