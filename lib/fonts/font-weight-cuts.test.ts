import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as themes from "@/lib/tenancy/sites/themes";
import { glyphCounts } from "@/tests/support/font-tables";

/**
 * scripts/make-font-faces.mjs ships a heading face drawn at one weight as an instance at that
 * weight (`./files/<package>-<subset>-600.woff2`) and cuts body faces to 400–700
 * (`…-400-700.woff2`). Read back from the generated lib/fonts/faces.ts: face name → weight cut.
 */
const facesSource = readFileSync("lib/fonts/faces.ts", "utf8");
const cuts = new Map<string, { file: string; weights: number[]; declared: string }>();
for (const [, constName = "", file = "", from = "", to = "", declared = ""] of facesSource.matchAll(
  /const (\w+?)(?:Latin|Cyrillic) = localFont\(\{\s*src: "\.\/files\/([a-z0-9-]+?-(?:latin|cyrillic)-(\d+)(?:-(\d+))?\.woff2)",\s*weight: "([^"]+)"/g,
)) {
  if (!cuts.has(constName)) cuts.set(constName, { file: `lib/fonts/files/${file}`, weights: to ? [Number(from), Number(to)] : [Number(from)], declared });
}
const siteThemes = Object.values(themes);

describe("faces cut to the weights the sites draw", () => {
  it("finds the cut faces in lib/fonts/faces.ts", () => {
    expect([...cuts.keys()].sort()).toEqual(["bitter", "caveat", "fredoka", "ibmPlexSans", "literata", "lora", "notoSans", "notoSerif", "oswald", "playfairDisplay", "sourceSerif4", "spaceGrotesk"]);
  });

  it("draws each one-weight face only as headings, at the heading weight of every site that uses it", () => {
    for (const [face, cut] of cuts) {
      if (cut.weights.length !== 1) continue;
      const users = siteThemes.filter((theme) => theme.headingFace === face || theme.bodyFace === face);
      expect(users.length, face).toBeGreaterThan(0);
      for (const theme of users) {
        expect(theme.bodyFace, `${face} is a body face: it would draw bold text at ${cut.weights[0]}`).not.toBe(face);
        expect(theme.headingWeight, `${face}: regenerate with the new heading weight`).toBe(cut.weights[0]);
      }
      // The declared range stays wider than the drawn weight, so no bold is synthesised over it.
      expect(cut.declared.split(" ").length, face).toBe(2);
    }
  });

  it("cuts body faces to the regular-to-bold range they are drawn in, and declares that range", () => {
    for (const [face, cut] of cuts) {
      if (cut.weights.length !== 2) continue;
      expect(cut.weights, face).toEqual([400, 700]);
      expect(cut.declared, face).toBe("400 700");
    }
  });

  it("keeps every preloaded Latin cut well under the variable file it comes from", () => {
    for (const [face, cut] of cuts) {
      if (!cut.file.includes("-latin-")) continue;
      const pkg = /files\/(.+)-latin-/.exec(cut.file)?.[1] ?? "";
      const whole = statSync(`node_modules/@fontsource-variable/${pkg}/files/${pkg}-latin-wght-normal.woff2`).size;
      expect(statSync(cut.file).size, face).toBeLessThan(whole * 0.8);
    }
  });
});

describe("Caveat, the writing site's handwritten headings, cut to plain letters", () => {
  it("ships one glyph per character: no second forms of doubled letters, which were half its Latin file", async () => {
    for (const subset of ["latin", "cyrillic"]) {
      const { glyphs, mapped } = await glyphCounts(`lib/fonts/files/caveat-${subset}-700.woff2`);
      expect(mapped, subset).toBeGreaterThan(50);
      // Beyond the characters' own glyphs only .notdef and the parts accented letters are built of
      // (Cyrillic's breves and diaereses: 39 parts to 102 letters). With the second forms: 1.57 (Latin) and 2.8 (Cyrillic).
      expect(glyphs / mapped, subset).toBeLessThan(1.5);
    }
  });

  it("keeps the alternates of the other faces, whose ligatures the body text uses", async () => {
    const { glyphs, mapped } = await glyphCounts("lib/fonts/files/literata-latin-400-700.woff2");
    expect(glyphs - mapped).toBeGreaterThan(20);
  });
});
