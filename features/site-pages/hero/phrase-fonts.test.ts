import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import scriptTexts from "./script-texts.json" with { type: "json" };

/** The faces of lib/fonts/phrase-fonts.css: family, file and the code points of its range. */
function facesOf(css: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = ""]) => ({
    family: /font-family:\s*([^;]+);/.exec(body)?.[1]?.trim(),
    file: /url\("([^"]+)"\)/.exec(body)?.[1] ?? "",
    codePoints: (/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? "").split(",").map((part) => parseInt(part.trim().replace(/^U\+/, ""), 16)),
  }));
}

const faces = facesOf(readFileSync("lib/fonts/phrase-fonts.css", "utf8"));

describe("the fonts cut for the languages hero (scripts/make-phrase-fonts.mjs)", () => {
  it.each([
    // The names label the phrases in capitals; the phone's specimen sets "love" in the phrases' face.
    ["heroPhrases", [...scriptTexts.phrases, ...scriptTexts.specimen, ...scriptTexts.names, ...scriptTexts.names.map((name) => ({ text: name.text.toLocaleUpperCase(name.lang) }))]],
    ["heroWords", scriptTexts.words],
    ["heroSamples", scriptTexts.samples],
  ] as const)("%s covers every letter beyond Latin-1 of its texts, so a changed text without a new cut fails here", (family, texts) => {
    const covered = new Set(faces.filter((face) => face.family === family).flatMap((face) => face.codePoints));
    const needed = [...new Set(texts.flatMap((item) => [...item.text]).map((char) => char.codePointAt(0)!))].filter((codePoint) => codePoint > 0xff);
    expect(needed.length).toBeGreaterThan(10);
    expect(needed.filter((codePoint) => !covered.has(codePoint)).map((codePoint) => codePoint.toString(16))).toEqual([]);
  });

  it("holds the parts a shaper splits a letter into (Tamil ொ = ெ + ா), or the sign is drawn apart on a dotted circle", () => {
    const covered = new Set(faces.flatMap((face) => face.codePoints));
    const texts = [...scriptTexts.phrases, ...scriptTexts.specimen, ...scriptTexts.names, ...scriptTexts.words, ...scriptTexts.samples].map((item) => item.text);
    // Arabic and Tamil come from the cut files; Latin letters from the site's faces, which hold both forms.
    const cutScript = (codePoint: number) => (codePoint >= 0x600 && codePoint <= 0x6ff) || (codePoint >= 0xb80 && codePoint <= 0xbff);
    const parts = [...new Set(texts.flatMap((text) => [...text.normalize("NFD")]).map((char) => char.codePointAt(0)!))].filter(cutScript);
    expect(parts).toEqual(expect.arrayContaining([0x0bc6, 0x0bbe]));
    expect(parts.filter((codePoint) => !covered.has(codePoint)).map((codePoint) => codePoint.toString(16))).toEqual([]);
  });

  it("ships every file it names, each a few kB, one per source font and script", () => {
    expect(faces.length).toBeGreaterThanOrEqual(6);
    // The phrases and the words share the Tamil file (two weights of one font).
    expect(new Set(faces.map((face) => face.file)).size).toBeLessThan(faces.length);
    for (const face of faces) {
      const path = `public${face.file}`;
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).size, path).toBeLessThan(8_000);
      expect(readFileSync(path).subarray(0, 4).toString("latin1"), path).toBe("wOF2");
    }
  });

  it("keeps the samples' letters out of the files the hero preloads: they stand far below the first screen", async () => {
    const preloaded: string[] = JSON.parse(readFileSync("features/site-pages/hero/phrase-font-files.json", "utf8"));
    const sampleFiles = faces.filter((face) => face.family === "heroSamples").map((face) => face.file);
    expect(sampleFiles.length).toBeGreaterThanOrEqual(2);
    expect(preloaded.filter((file) => sampleFiles.includes(file))).toEqual([]);
    expect(preloaded.length).toBeGreaterThanOrEqual(4);
  });

  it("draws the Arabic loved word from a face with a real bold (Sans Arabic), not Naskh, whose bold stands as light as its regular", () => {
    const arabicWord = faces.find((face) => face.family === "heroWords" && face.codePoints.some((codePoint) => codePoint >= 0x600 && codePoint <= 0x6ff));
    expect(arabicWord?.file).toMatch(/noto-sans-arabic/);
  });

  it("sets the Cyrillic loved word in the serif of the page's text, as the Latin one beside it, not in a sans", () => {
    const cyrillicWord = faces.find((face) => face.family === "heroWords" && face.codePoints.some((codePoint) => codePoint >= 0x400 && codePoint <= 0x4ff));
    expect(cyrillicWord?.file).toMatch(/noto-serif-cyrillic/);
  });

  it("sets the Tamil phrases in Noto Serif Tamil, the serif the site's Tamil text is set in, not a sans beside the Latin serif", () => {
    const tamil = faces.filter((face) => face.codePoints.some((codePoint) => codePoint >= 0xb80 && codePoint <= 0xbff));
    expect(tamil.map((face) => face.family).sort()).toEqual(["heroPhrases", "heroSamples", "heroWords"]);
    for (const face of tamil) expect(face.file).toMatch(/noto-serif-tamil/);
  });
});
