import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { writingTheme } from "@/lib/tenancy/sites/themes";

/**
 * The writing site's handwritten titles keep their accent in Arabic: Aref Ruqaa, cut by
 * scripts/make-font-faces.mjs to the Arabic language's letters so the accent stays small, and never
 * preloaded (an accent, not the running text). Read back from the generated lib/fonts/faces.ts.
 */
const facesSource = readFileSync("lib/fonts/faces.ts", "utf8");
const call = /const arefRuqaaArabic = localFont\(\{([\s\S]*?)\n\}\);/.exec(facesSource)?.[1] ?? "";

describe("the Arabic handwriting of titles", () => {
  it("is the writing site's Arabic title face, beside its plain Arabic body face", () => {
    expect(writingTheme.arabicTitleFace).toBe("arefRuqaa");
    expect(writingTheme.arabicFace).toBe("notoNaskhArabic");
  });

  it("ships one small woff2 cut to Arabic letters, not preloaded, answering every weight with its drawn one", () => {
    const src = /src: "\.\/([^"]+)"/.exec(call)?.[1];
    expect(src).toMatch(/\.woff2$/);
    expect(statSync(`lib/fonts/${src}`).size).toBeLessThanOrEqual(30 * 1024);
    expect(call).toContain("preload: false");
    expect(call).toContain('weight: "100 900"');
    expect(call).toMatch(/unicode-range", value: "[^"]*U\+0621-064A/);
  });
});
