import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as themes from "@/lib/tenancy/sites/themes";

/**
 * Tamil is always set in Noto Sans Tamil (no Tamil serif ships). Beside a light display serif its
 * headings take the book cut that scripts/make-font-faces.mjs writes: drawn at 400 whatever weight
 * the heading asks for, at 90 % of the size. Read back from the generated lib/fonts/faces.ts.
 */
const facesSource = readFileSync("lib/fonts/faces.ts", "utf8");
const bookCall = /const notoSansTamilBookTamil = localFont\(\{([^}]+\}[^}]*\}[^}]*)\}\);/.exec(facesSource)?.[1] ?? "";
/** Face name → whether its stack ends in the generic serif family. */
const serif = new Map([...facesSource.matchAll(/^ {2}(\w+): \{ classNames: .*?stack: "([^"]+)"/gm)].map(([, face = "", stack = ""]) => [face, stack.endsWith(", serif")]));

describe("Tamil faces", () => {
  it("ships the book cut as one weight of Noto Sans Tamil, declared over the whole weight range at 90 % size", () => {
    expect(bookCall).toContain('src: "./files/noto-sans-tamil-tamil-400.woff2"');
    // The declared range stays wide, so a heading at 500 or 600 draws the book weight, never a synthesised bold.
    expect(bookCall).toContain('weight: "100 900"');
    expect(bookCall).toContain('{ prop: "size-adjust", value: "90%" }');
    const whole = statSync("node_modules/@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2").size;
    expect(statSync("lib/fonts/files/noto-sans-tamil-tamil-400.woff2").size).toBeLessThan(whole / 2);
  });

  it("gives the headings of a light display serif (drawn at 500 or lighter) the book cut, every other heading and all text the regular cut", () => {
    expect(serif.get("cormorantGaramond")).toBe(true);
    expect(serif.get("notoSans")).toBe(false);
    expect(themes.vaultTheme.tamilFaces.heading).toBe("notoSansTamilBook");
    for (const [name, theme] of Object.entries(themes)) {
      if (typeof theme !== "object" || !("tamilFaces" in theme)) continue;
      const lightSerif = serif.get(theme.headingFace) === true && theme.headingWeight <= 500;
      expect(theme.tamilFaces.heading, name).toBe(lightSerif ? "notoSansTamilBook" : "notoSansTamil");
      expect(theme.tamilFaces.body, name).toBe("notoSansTamil");
    }
  });
});
