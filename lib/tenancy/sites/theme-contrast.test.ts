import { describe, expect, it } from "vitest";
import { contrastRatio, relativeLuminance } from "@/lib/colour/contrast";
import { sites } from "@/lib/tenancy/sites/registry";
import { stripeImage, themeVariables } from "@/lib/tenancy/sites/theme-style";
import { siteIds, type Palette } from "@/lib/tenancy/sites/types";

/** The roles every palette sets (a primary button's own fill is optional, tested below). */
type Role = Exclude<keyof Palette, "action" | "onAction">;

/** Text pairs the pages combine (WCAG AA 4.5:1) and the focus ring against what it sits on (3:1). */
const textPairs: readonly [Role, Role][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["muted", "bg"],
  ["muted", "surface"],
  ["accent", "bg"],
  ["accent", "surface"],
  ["onAccent", "accent"],
  ["headerText", "headerBg"],
];
const focusPairs: readonly [Role, Role][] = [
  ["focus", "bg"],
  ["focus", "surface"],
];

describe.each(siteIds)("%s palette", (id) => {
  for (const scheme of ["light", "dark"] as const) {
    const palette = sites[id].theme[scheme];
    it.each(textPairs)(`${scheme}: %s on %s reaches 4.5:1`, (foreground, background) => {
      expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5);
    });
    it.each(focusPairs)(`${scheme}: %s against %s reaches 3:1`, (ring, background) => {
      expect(contrastRatio(palette[ring], palette[background])).toBeGreaterThanOrEqual(3);
    });
  }
});

/** How far a `#rrggbb` colour is from grey: the spread of its channels, 0 to 1 (chroma). */
const saturationOf = (colour: string) => {
  const channels = [1, 3, 5].map((offset) => parseInt(colour.slice(offset, offset + 2), 16) / 255);
  return Math.max(...channels) - Math.min(...channels);
};

/** A primary button's fill, or the accent where a palette has none. */
const actionOf = (palette: Palette) => ({ fill: palette.action ?? palette.accent, text: palette.onAction ?? palette.onAccent });

describe.each(siteIds)("%s primary buttons", (id) => {
  for (const scheme of ["light", "dark"] as const) {
    const palette = sites[id].theme[scheme];
    it(`${scheme}: the label reaches 4.5:1 on the fill, the fill 3:1 against the page and cards`, () => {
      const { fill, text } = actionOf(palette);
      expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(fill, palette.bg)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(fill, palette.surface)).toBeGreaterThanOrEqual(3);
    });
  }
  // A pale fill with dark text reads as a disabled button: in dark mode a primary button is the
  // brighter of its two colours only where the fill is saturated (a signal yellow, a gold).
  it("dark: a button is not drawn as a pale, greyish fill with dark text", () => {
    const { fill, text } = actionOf(sites[id].theme.dark);
    const pale = relativeLuminance(fill) > relativeLuminance(text) && saturationOf(fill) < 0.6;
    expect(pale, `${fill} with ${text}`).toBe(false);
  });
});

describe("contrast ratio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

describe("site identity", () => {
  it("gives every site its own pairing of faces and header colour", () => {
    const looks = siteIds.map((id) => {
      const { theme } = sites[id];
      return `${theme.headingFace}/${theme.bodyFace}/${theme.light.headerBg}`;
    });
    expect(new Set(looks).size).toBe(siteIds.length);
  });

  it("sets both schemes' roles and the shape tokens on the document", () => {
    const variables = themeVariables(sites.vault.theme);
    expect(variables["--light-bg"]).toBe(sites.vault.theme.light.bg);
    expect(variables["--dark-on-accent"]).toBe(sites.vault.theme.dark.onAccent);
    expect(variables["--heading-case"]).toBe("uppercase");
    expect(variables["--rule-style"]).toBe("double");
  });

  it("sets larger, more open reading text only where a site's theme asks for it (forum's year reports)", () => {
    const forum = themeVariables(sites.forum.theme);
    expect(Number.parseFloat(forum["--reading-size"] ?? "0")).toBeGreaterThan(sites.forum.theme.bodySize);
    expect(Number(forum["--reading-leading"])).toBeGreaterThan(1.6);
    expect(themeVariables(sites.vault.theme)).not.toHaveProperty("--reading-size");
  });

  it("draws two stripe colours as hazard stripes and more as equal bands", () => {
    expect(stripeImage([])).toBe("none");
    expect(stripeImage(["#facc15", "#1c1917"])).toContain("repeating-linear-gradient");
    expect(stripeImage(["#111111", "#222222", "#333333", "#444444"])).toBe(
      "linear-gradient(90deg, #111111 0.00% 25.00%, #222222 25.00% 50.00%, #333333 50.00% 75.00%, #444444 75.00% 100.00%)",
    );
  });
});
