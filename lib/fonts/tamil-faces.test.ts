import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import * as themes from "@/lib/tenancy/sites/themes";
import { siteFonts } from "./site-fonts";

// next/font/local is a build-time transform; here each face only needs its variable's name.
vi.mock("next/font/local", () => ({ default: (options: { variable: string }) => ({ variable: options.variable, style: { fontFamily: options.variable } }) }));

/**
 * Tamil follows the Latin face it stands beside: Noto Serif Tamil beside a serif, Noto Sans Tamil
 * beside a sans or a script face. Beside a light display serif its headings take the book face
 * that scripts/make-font-faces.mjs declares: the same file, declared at 400 only (the browser
 * clamps the weight axis to it, whatever weight the heading asks for) and at 90 % of the size.
 * Read back from the generated lib/fonts/faces.ts.
 */
const facesSource = readFileSync("lib/fonts/faces.ts", "utf8");
const callOf = (constName: string) => new RegExp(`const ${constName} = localFont\\(\\{([\\s\\S]*?)\\n\\}\\);`).exec(facesSource)?.[1] ?? "";
const srcOf = (call: string) => /src: "([^"]+)"/.exec(call)?.[1];
/** Face name → whether its stack ends in the generic serif family. */
const serif = new Map([...facesSource.matchAll(/^ {2}(\w+): \{ classNames: .*?stack: "([^"]+)"/gm)].map(([, face = "", stack = ""]) => [face, stack.endsWith(", serif")]));

describe("Tamil faces", () => {
  for (const family of ["Sans", "Serif"]) {
    it(`declares Noto ${family} Tamil's book face on the regular face's file at one weight, 400, and at 90 % size`, () => {
      const book = callOf(`noto${family}TamilBookTamil`);
      const regular = callOf(`noto${family}TamilTamil`);
      expect(srcOf(book)).toBeDefined();
      // One file for both: a page with Tamil headings and Tamil text loads it once.
      expect(srcOf(book)).toBe(srcOf(regular));
      expect(book).toContain('weight: "400"');
      expect(book).toContain('{ prop: "size-adjust", value: "90%" }');
      expect(regular).not.toContain("size-adjust");
    });
  }

  it("sets a site's Tamil in the serif beside a serif face and in the sans beside any other; a light display serif's headings take the book cut", () => {
    expect(serif.get("cormorantGaramond")).toBe(true);
    expect(serif.get("notoSans")).toBe(false);
    expect(serif.get("caveat")).toBe(false);
    expect(themes.vaultTheme.tamilFaces).toEqual({ heading: "notoSerifTamilBook", body: "notoSerifTamil" });
    expect(themes.lobbyTheme.tamilFaces).toEqual({ heading: "notoSansTamil", body: "notoSansTamil" });
    for (const [name, theme] of Object.entries(themes)) {
      if (typeof theme !== "object" || !("tamilFaces" in theme)) continue;
      const serifHeading = serif.get(theme.headingFace) === true;
      const lightSerif = serifHeading && theme.headingWeight <= 500;
      // Oswald, the one condensed heading face, takes the condensed cut of Noto Sans Tamil.
      const condensed = theme.headingFace === "oswald";
      expect(theme.tamilFaces.heading, name).toBe(lightSerif ? "notoSerifTamilBook" : serifHeading ? "notoSerifTamil" : condensed ? "notoSansTamilCondensed" : "notoSansTamil");
      expect(theme.tamilFaces.body, name).toBe(serif.get(theme.bodyFace) === true ? "notoSerifTamil" : "notoSansTamil");
    }
  });

  it("draws a site's Tamil headings in the heavy sans its script headings name, over its serif Tamil text (political, round 86)", () => {
    const fonts = siteFonts(themes.politicalTheme, "ta");
    expect(fonts.stacks["--font-heading"]).toContain("var(--face-noto-sans-tamil-tamil)");
    expect(fonts.stacks["--font-heading"]).not.toContain("noto-serif-tamil");
    expect(fonts.stacks["--font-body"]).toContain("var(--face-noto-serif-tamil-tamil)");
    // Its theme's own pairing stays the serif's, as the rule for every site asks.
    expect(themes.politicalTheme.tamilFaces.heading).toBe("notoSerifTamil");
  });

  it("sets Latin words on a Tamil page in the Latin faces the site names for Tamil, before its own; other pages keep the site's faces", () => {
    const tamil = siteFonts(themes.peaceTheme, "ta").stacks["--font-body"].split(", ");
    expect(tamil.indexOf("var(--face-noto-sans-latin)")).toBeGreaterThan(tamil.indexOf("var(--face-noto-sans-tamil-tamil)"));
    expect(tamil.indexOf("var(--face-noto-sans-latin)")).toBeLessThan(tamil.indexOf("var(--face-source-sans-3-latin)"));
    expect(siteFonts(themes.peaceTheme, "ta").stacks["--font-heading"]).toContain("var(--face-noto-serif-latin)");
    expect(siteFonts(themes.peaceTheme, "en").stacks["--font-body"]).not.toContain("noto-sans-latin");
    // A site without Tamil Latin faces keeps its own Latin on Tamil pages.
    expect(siteFonts(themes.vaultTheme, "ta").stacks).toEqual(siteFonts(themes.vaultTheme, "en").stacks);
  });
});
