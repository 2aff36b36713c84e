// Writes lib/fonts/faces.ts and lib/fonts/face-names.ts from the installed @fontsource-variable
// packages: `node scripts/make-font-faces.mjs`. next/font/local needs literal calls at module
// scope, so the calls are generated instead of written by hand. Each face is split into its
// script subsets with the package's unicode ranges, so a page downloads only the files whose
// characters it shows (Cyrillic only on Russian pages, Tamil only where Tamil text appears).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { charactersOf, hex, staticSubset, subsetFile, subsetRule } from "./font-subsets.mjs";

/**
 * name in code → package, generic family, subsets to ship (the first is the Latin base), and how
 * much of the weight axis the sites use (lib/sites/themes.ts, the CSS):
 * - pin: a site's heading face, drawn only at the site's heading weight. One instance at that
 *   weight is about half the variable file. Its declared weight stays the package's range, so a
 *   heading asked for another weight keeps its drawn weight instead of a synthesised bold.
 * - weights: a body face drawn from regular to bold; the axis beyond is cut off (a third to 40 % of
 *   the Latin file for IBM Plex Sans, Source Serif 4, Literata, Noto Serif and Noto Sans, whose axes
 *   start at 100 or 200). Noto Serif is the languages site's heading face but also draws its
 *   phrase list at 400, so it is cut, not pinned.
 * Faces without either keep their whole axis: where the sites use all of it, or where cutting
 * saves little (the axis already starts at 400; Source Sans 3, Nunito and Public Sans, whose
 * Latin files shrink by 8 % or less).
 * - label, drawnAt and sizeAdjust: the same file declared a second time under its own name, at
 *   one weight (the browser clamps a variable face's weight axis to the declared weight, so every
 *   weight asked for draws at that one) and at `size-adjust` of its size. Noto Sans Tamil's book
 *   face (400, 90 %) is the Tamil of headings set in a light display serif
 *   (lib/tenancy/sites/themes.ts, `tamilFaces`): at the heading's own weight and size the Tamil
 *   letters outweigh and outgrow the thin, small-bodied Latin beside them. Sharing the file, a
 *   page showing both loads it once.
 * - width: with `pin`, the width axis of the package's wdth file pinned too. Noto Sans Tamil at
 *   700 and 75 % width is the Tamil of the tax office's condensed headings (Oswald at 600), one static
 *   cut: at 600 the Tamil strokes read as regular beside Oswald's dense capitals.
 * - plainLetters: the cut keeps only the glyphs of the characters themselves, not the alternates
 *   the font's contextual substitutions reach. Caveat, the writing site's handwritten headings,
 *   draws a doubled letter ("pp", "ll") with a second form; those forms were half of its preloaded
 *   Latin file (49.9 → 26.1 kB). Its headings now repeat the letter's one form.
 * - static and letters: a face with no variable package, from its static @fontsource package at the
 *   one weight named, cut to `letters` (a unicode-range). Aref Ruqaa, the handwritten accent of the
 *   writing site's Arabic titles, keeps the Arabic language's own letters, digits and marks of
 *   punctuation (Persian, Urdu and the presentation forms go): 38 → 28 kB. The cut keeps the
 *   letters' joining forms, which the shaping reaches through the layout tables.
 */
const faces = {
  spaceGrotesk: { pkg: "space-grotesk", generic: "sans-serif", subsets: ["latin", "latin-ext"], pin: 600 },
  ibmPlexSans: { pkg: "ibm-plex-sans", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"], weights: [400, 700] },
  cormorantGaramond: { pkg: "cormorant-garamond", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  ebGaramond: { pkg: "eb-garamond", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  lora: { pkg: "lora", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"], pin: 600 },
  sourceSans3: { pkg: "source-sans-3", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  caveat: { pkg: "caveat", generic: "cursive", subsets: ["latin", "latin-ext", "cyrillic"], pin: 700, plainLetters: true },
  literata: { pkg: "literata", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"], weights: [400, 700] },
  fredoka: { pkg: "fredoka", generic: "sans-serif", subsets: ["latin", "latin-ext"], pin: 600 },
  nunito: { pkg: "nunito", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  bitter: { pkg: "bitter", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"], pin: 700 },
  playfairDisplay: { pkg: "playfair-display", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"], pin: 800 },
  sourceSerif4: { pkg: "source-serif-4", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"], weights: [400, 700] },
  notoSerif: { pkg: "noto-serif", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"], weights: [400, 700] },
  notoSans: { pkg: "noto-sans", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"], weights: [400, 700] },
  publicSans: { pkg: "public-sans", generic: "sans-serif", subsets: ["latin", "latin-ext"] },
  oswald: { pkg: "oswald", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"], pin: 600 },
  notoSansArabic: { pkg: "noto-sans-arabic", generic: "", subsets: ["arabic"] },
  notoNaskhArabic: { pkg: "noto-naskh-arabic", generic: "", subsets: ["arabic"] },
  notoSansTamil: { pkg: "noto-sans-tamil", generic: "", subsets: ["tamil"] },
  notoSansTamilBook: { pkg: "noto-sans-tamil", label: "noto-sans-tamil-book", generic: "", subsets: ["tamil"], drawnAt: 400, sizeAdjust: "90%" },
  notoSansTamilCondensed: { pkg: "noto-sans-tamil", label: "noto-sans-tamil-condensed", generic: "", subsets: ["tamil"], pin: 700, width: 75 },
  notoSerifTamil: { pkg: "noto-serif-tamil", generic: "", subsets: ["tamil"], weights: [400, 700] },
  notoSerifTamilBook: { pkg: "noto-serif-tamil", label: "noto-serif-tamil-book", generic: "", subsets: ["tamil"], weights: [400, 700], drawnAt: 400, sizeAdjust: "90%" },
  arefRuqaa: { pkg: "aref-ruqaa", generic: "", subsets: ["arabic"], static: 400, letters: "U+060C,U+061B,U+061F,U+0621-064A,U+0660-0669,U+200C-200D" },
};

// The packages' latin-ext files hold ≈ 800 glyphs (Vietnamese, African and phonetic letters too)
// and weigh 70–190 kB; one "ā" in an English text or a Lithuanian page fetched all of it. The
// letters of Europe's Latin alphabets (Latin Extended-A, Romanian's comma letters, capital ß) are
// cut into a file of their own; rarer letters fall back to the visitor's own fonts.
const latinExtCore = [[0x100, 0x17f], [0x218, 0x21b], [0x1e9e, 0x1e9e]];
const coreRange = latinExtCore.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)).join(",");
mkdirSync("lib/fonts/files", { recursive: true });

const fallbackMetrics = { "sans-serif": "Arial", serif: "Times New Roman", cursive: "Arial" };
const camel = (text) => text.replace(/-(\w)/g, (_, c) => c.toUpperCase());

const calls = [];
const entries = [];
for (const [name, face] of Object.entries(faces)) {
  const parts = [];
  for (const [index, subset] of face.subsets.entries()) {
    const fromStatic = face.static ? staticSubset(face.pkg, subset, face.static) : undefined;
    const rule = fromStatic?.rule ?? subsetRule(face.pkg, subset);
    if (face.letters) rule.range = face.letters;
    // Its one drawn weight answers every weight a title asks for, rather than a synthesised bold.
    if (fromStatic) rule.weight = "100 900";
    let src = `../../node_modules/@fontsource-variable/${face.pkg}/files/${face.pkg}-${subset}-wght-normal.woff2`;
    const axes = face.pin ? { wght: face.pin, ...(face.width ? { wdth: face.width } : {}) } : face.weights ? { wght: { min: face.weights[0], max: face.weights[1] } } : undefined;
    // The Latin base file is preloaded on every page of the sites using the face, so it is always
    // cut again to its unicode-range: harfbuzz writes it 3–10 % smaller than the package's file.
    if (subset === "latin-ext" || subset === "latin" || axes || fromStatic) {
      const whole = readFileSync(face.width ? subsetFile(face.pkg, subset).replace("-wght-", "-wdth-") : (fromStatic?.file ?? subsetFile(face.pkg, subset)));
      const letters = charactersOf(subset === "latin-ext" ? coreRange : rule.range);
      const cut = await subsetFont(whole, letters, { targetFormat: "woff2", noLayoutClosure: face.plainLetters === true, ...(axes ? { variationAxes: axes } : {}) });
      const file =
        subset === "latin-ext" ? `${face.pkg}-latin-ext-core.woff2` : face.width ? `${face.label}-${subset}-${face.pin}.woff2` : axes ? `${face.pkg}-${subset}-${face.pin ?? face.weights.join("-")}.woff2` : fromStatic ? `${face.pkg}-${subset}-${face.static}.woff2` : `${face.pkg}-${subset}.woff2`;
      writeFileSync(`lib/fonts/files/${file}`, cut);
      src = `./files/${file}`;
      if (subset === "latin-ext") rule.range = coreRange;
      if (face.weights) rule.weight = face.weights.join(" ");
      console.log(`${face.pkg} ${subset}: ${whole.length} → ${cut.length} bytes`);
    }
    if (face.drawnAt) rule.weight = String(face.drawnAt);
    const constName = `${name}${camel(`-${subset}`)}`;
    const variable = `--face-${face.label ?? face.pkg}-${subset}`;
    // Only the base subset gets next/font's metric-matched fallback: it must come last in the
    // stack, or the fallback would catch the characters the other subsets are there for.
    const adjust = index === 0 && face.generic ? `"${fallbackMetrics[face.generic]}"` : "false";
    calls.push(
      `const ${constName} = localFont({\n` +
        `  src: "${src}",\n` +
        `  weight: "${rule.weight}",\n` +
        `  display: "swap",\n` +
        `  preload: false,\n` +
        `  variable: "${variable}",\n` +
        `  adjustFontFallback: ${adjust},\n` +
        `  declarations: [{ prop: "unicode-range", value: "${rule.range}" }${face.sizeAdjust ? `, { prop: "size-adjust", value: "${face.sizeAdjust}" }` : ""}],\n` +
        `});`,
    );
    parts.push({ constName, variable });
  }
  // Later subsets first: each covers only its own range, the base subset (and its fallback) the rest.
  const ordered = [...parts.slice(1).reverse(), parts[0]];
  const stack = [...ordered.map((part) => `var(${part.variable})`), ...(face.generic ? [face.generic] : [])].join(", ");
  entries.push(
    `  ${name}: { classNames: [${parts.map((part) => `${part.constName}.variable`).join(", ")}], stack: "${stack}", family: ${parts[0].constName}.style.fontFamily },`,
  );
}

const header = "// Generated by scripts/make-font-faces.mjs from the @fontsource-variable packages; do not edit.\n";
writeFileSync(
  "lib/fonts/faces.ts",
  `${header}import localFont from "next/font/local";\nimport type { FaceName } from "./face-names";\n\n${calls.join("\n")}\n\n` +
    `/**\n * Class names that define each face's CSS variables, the font-family stack built from them, and\n * the family of the base subset (the file a page preloads).\n */\n` +
    `export const faces: Readonly<Record<FaceName, { readonly classNames: readonly string[]; readonly stack: string; readonly family: string }>> = {\n${entries.join("\n")}\n};\n`,
);
writeFileSync(
  "lib/fonts/face-names.ts",
  `${header}export type FaceName =\n${Object.keys(faces)
    .map((name) => `  | "${name}"`)
    .join("\n")};\n`,
);
console.log(`${Object.keys(faces).length} faces, ${calls.length} files`);
