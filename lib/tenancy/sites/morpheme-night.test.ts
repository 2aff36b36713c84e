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

/** The ground's own cast: its hue when it has any colour at all. */
const groundCast = (colour: string) => hueOf(colour).chroma;

describe("the morpheme game at night", () => {
  const night = sites.morpheme.theme.dark;

  it("keeps its violet header band, in the day violet's deeper night shade, and violet buttons: the brand it has by day", () => {
    const day = sites.morpheme.theme.light.headerBg;
    expect(navyOrViolet(night.headerBg), night.headerBg).toBe(true);
    // The day's hue (round 71: the day's saturated band stood as a bright slab over the dark page).
    expect(Math.abs(hueOf(night.headerBg).hue - hueOf(day).hue)).toBeLessThan(10);
    const lightness = (colour: string) => [1, 3, 5].reduce((sum, offset) => sum + parseInt(colour.slice(offset, offset + 2), 16), 0);
    expect(lightness(night.headerBg)).toBeLessThan(lightness(day) * 0.75);
    expect(navyOrViolet(night.action ?? night.accent), night.action).toBe(true);
  });

  it("lays them on a neutral slate ground, not a navy or violet page", () => {
    for (const colour of [night.bg, night.surface]) expect(groundCast(colour), colour).toBeLessThan(0.06);
  });

  it("keeps its header apart from syma's and languages' night headers", () => {
    for (const other of ["syma", "languages"] as const) expect(night.headerBg).not.toBe(sites[other].theme.dark.headerBg);
  });

  it("keeps the eight block colours in its stripe", () => {
    expect(sites.morpheme.theme.stripe).toHaveLength(morphemeCategories.length - 1);
  });
});

describe("languages at night", () => {
  const night = sites.languages.theme.dark;

  // Replaced on purpose in round 76: under the day's navy band the dark page read as a light
  // page's header over a dark body. The band is now a shade of the ground (round 83: indigo), the gold title kept.
  it("sets its header band in a shade of its ground, with the day's gold title", () => {
    const band = hueOf(night.headerBg);
    const ground = hueOf(night.bg);
    expect(band.chroma).toBeGreaterThan(0);
    expect(Math.abs(band.hue - ground.hue)).toBeLessThanOrEqual(10);
    expect(night.headerBg).not.toBe(night.bg);
    expect(night.headerText).toBe(sites.languages.theme.light.headerText);
  });

  // Round 83 replaced "a warm sepia ground (hue 20–60)": on a near-black brown the site lost its
  // colour by night. The ground is now the day's ink, a deep indigo, unlike syma's graphite and
  // morpheme's neutral slate.
  it("sets it on a deep indigo ground, the day's ink, unlike syma's graphite and morpheme's slate", () => {
    const { hue, chroma } = hueOf(night.bg);
    expect(chroma).toBeGreaterThan(0.1);
    expect(hue).toBeGreaterThanOrEqual(230);
    expect(hue).toBeLessThanOrEqual(255);
    expect(Math.abs(hue - hueOf(sites.languages.theme.light.headerBg).hue)).toBeLessThanOrEqual(10);
    for (const other of ["syma", "morpheme"] as const) expect(night.bg).not.toBe(sites[other].theme.dark.bg);
  });
});
