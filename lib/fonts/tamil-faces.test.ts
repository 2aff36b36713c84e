import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as themes from "@/lib/tenancy/sites/themes";

/**
 * Tamil is always set in Noto Sans Tamil (no Tamil serif ships). Beside a light display serif its
 * headings take the book face that scripts/make-font-faces.mjs declares: the same file, declared at
 * 400 only (the browser clamps the weight axis to it, whatever weight the heading asks for) and at
 * 90 % of the size. Read back from the generated lib/fonts/faces.ts.
 */
const facesSource = readFileSync("lib/fonts/faces.ts", "utf8");
const callOf = (constName: string) => new RegExp(`const ${constName} = localFont\\(\\{([\\s\\S]*?)\\n\\}\\);`).exec(facesSource)?.[1] ?? "";
const srcOf = (call: string) => /src: "([^"]+)"/.exec(call)?.[1];
/** Face name → whether its stack ends in the generic serif family. */
const serif = new Map([...facesSource.matchAll(/^ {2}(\w+): \{ classNames: .*?stack: "([^"]+)"/gm)].map(([, face = "", stack = ""]) => [face, stack.endsWith(", serif")]));

describe("Tamil faces", () => {
  it("declares the book face on the regular face's file at one weight, 400, and at 90 % size", () => {
    const book = callOf("notoSansTamilBookTamil");
    const regular = callOf("notoSansTamilTamil");
    expect(srcOf(book)).toBeDefined();
    // One file for both: a page with Tamil headings and Tamil text loads it once.
    expect(srcOf(book)).toBe(srcOf(regular));
    expect(regular).toContain('weight: "100 900"');
    expect(book).toContain('weight: "400"');
    expect(book).toContain('{ prop: "size-adjust", value: "90%" }');
    expect(regular).not.toContain("size-adjust");
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
