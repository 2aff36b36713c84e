import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inRange } from "@/scripts/font-subsets.mjs";

/** The latin-ext faces of lib/fonts/faces.ts (scripts/make-font-faces.mjs): file and unicode-range. */
const faces = [...readFileSync("lib/fonts/faces.ts", "utf8").matchAll(/src: "(\.\/files\/[^"]+-latin-ext-core\.woff2)"[\s\S]*?unicode-range", value: "([^"]+)"/g)].map(
  ([, file = "", range = ""]) => ({ file: `lib/fonts/${file.slice(2)}`, range }),
);

describe("the cut latin-ext faces", () => {
  it("exist for every face that has the subset, each a fraction of the package's file", () => {
    expect(faces.length).toBe(17);
    for (const face of faces) {
      expect(existsSync(face.file), face.file).toBe(true);
      expect(statSync(face.file).size, face.file).toBeLessThan(25_000);
    }
  });

  it("cover every letter beyond Latin-1 that the texts of all eight languages use (Lithuanian's ą č ę ė į š ų ū ž among them)", () => {
    const letters = new Set<number>([..."ąčęėįšųūžĄČĘĖĮŠŲŪŽșțẞ"].map((char) => char.codePointAt(0)!));
    for (const file of readdirSync("messages").filter((name) => name.endsWith(".json"))) {
      for (const char of readFileSync(`messages/${file}`, "utf8")) {
        const codePoint = char.codePointAt(0)!;
        if (codePoint >= 0x100 && codePoint <= 0x24f) letters.add(codePoint);
      }
    }
    for (const face of faces) {
      expect([...letters].filter((codePoint) => !inRange(face.range, codePoint)).map((codePoint) => String.fromCodePoint(codePoint)), face.file).toEqual([]);
    }
  });
});
