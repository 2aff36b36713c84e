import { describe, expect, it, vi } from "vitest";
import * as themes from "@/lib/tenancy/sites/themes";
import type { SiteTheme } from "@/lib/tenancy/sites/types";
import { faces } from "./faces";
import { siteFonts } from "./site-fonts";

// next/font/local is a build-time transform; here each face only needs its variable's name.
vi.mock("next/font/local", () => ({ default: (options: { variable: string }) => ({ variable: options.variable, style: { fontFamily: options.variable } }) }));

const hasCyrillic = (face: keyof typeof faces) => faces[face].stack.includes("-cyrillic)");
const siteThemes = Object.entries(themes).filter((entry): entry is [string, SiteTheme] => entry[0].endsWith("Theme"));

/** Russian pages set in the visitor's system font read as a different site: every stack reaches Cyrillic letters of a face we ship. */
describe("Cyrillic faces", () => {
  for (const [name, theme] of siteThemes) {
    it(`${name}: headings and text of a Russian page find Cyrillic letters in a shipped face`, () => {
      const { stacks } = siteFonts(theme, "ru");
      for (const stack of [stacks["--font-heading"], stacks["--font-body"]]) expect(stack).toMatch(/-cyrillic\)/);
    });
  }

  it("a face without Cyrillic keeps the Latin letters: the stand-in leads the stack with its Cyrillic file only", () => {
    expect(hasCyrillic("publicSans")).toBe(false);
    const { stacks, className } = siteFonts(themes.lobbyTheme, "ru");
    expect(stacks["--font-body"].split(", ")[0]).toBe("var(--face-noto-sans-cyrillic)");
    expect(stacks["--font-body"]).toContain("var(--face-public-sans-latin)");
    expect(stacks["--font-body"]).not.toContain("noto-sans-latin");
    expect(className).toContain("--face-noto-sans-cyrillic");
  });

  it("a site whose faces have Cyrillic names no stand-in", () => {
    expect(hasCyrillic("playfairDisplay")).toBe(true);
    expect(siteFonts(themes.politicalTheme, "ru").stacks["--font-heading"].split(", ")[0]).not.toContain("cyrillic");
  });
});
