import { describe, expect, it } from "vitest";
import { sites } from "@/lib/tenancy/sites/registry";
import { morphemeCategories } from "@/lib/tenancy/sites/morpheme-categories";

/** A `#rrggbb` colour's hue in degrees and its chroma (0 to 1). */
const hueOf = (colour: string) => {
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(colour.slice(offset, offset + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const chroma = max - Math.min(r, g, b);
  if (chroma === 0) return { hue: 0, chroma };
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { hue: sector * 60, chroma };
};

/** Navy, indigo and violet: the band of hues the reviewer saw three sites' nights share. */
const navyOrViolet = (colour: string) => {
  const { hue, chroma } = hueOf(colour);
  return chroma > 0.12 && hue >= 210 && hue <= 290;
};

describe("the morpheme game at night", () => {
  const night = sites.morpheme.theme.dark;

  it("has a slate header, not a navy or violet band", () => {
    expect(navyOrViolet(night.headerBg), night.headerBg).toBe(false);
    expect(hueOf(night.headerBg).chroma).toBeLessThan(0.06);
  });

  it("lights links and buttons in one of the game's own block colours, not violet", () => {
    for (const colour of [night.accent, night.action ?? night.accent]) expect(navyOrViolet(colour), colour).toBe(false);
    const blockHues = morphemeCategories.filter((category) => category.id !== "result").map((category) => hueOf(category.colour).hue);
    const accentHue = hueOf(night.accent).hue;
    expect(blockHues.some((hue) => Math.abs(hue - accentHue) < 12)).toBe(true);
  });

  it("keeps its header apart from syma's and languages' night headers", () => {
    for (const other of ["syma", "languages"] as const) expect(night.headerBg).not.toBe(sites[other].theme.dark.headerBg);
  });
});
