// Writes lib/fonts/faces.ts and lib/fonts/face-names.ts from the installed @fontsource-variable
// packages: `node scripts/make-font-faces.mjs`. next/font/local needs literal calls at module
// scope, so the calls are generated instead of written by hand. Each face is split into its
// script subsets with the package's unicode ranges, so a page downloads only the files whose
// characters it shows (Cyrillic only on Russian pages, Tamil only where Tamil text appears).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";
import { hex, subsetFile, subsetRule } from "./font-subsets.mjs";

/** name in code → package, generic family, subsets to ship (the first is the Latin base). */
const faces = {
  spaceGrotesk: { pkg: "space-grotesk", generic: "sans-serif", subsets: ["latin", "latin-ext"] },
  ibmPlexSans: { pkg: "ibm-plex-sans", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  cormorantGaramond: { pkg: "cormorant-garamond", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  ebGaramond: { pkg: "eb-garamond", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  lora: { pkg: "lora", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  sourceSans3: { pkg: "source-sans-3", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  caveat: { pkg: "caveat", generic: "cursive", subsets: ["latin", "latin-ext", "cyrillic"] },
  literata: { pkg: "literata", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  fredoka: { pkg: "fredoka", generic: "sans-serif", subsets: ["latin", "latin-ext"] },
  nunito: { pkg: "nunito", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  bitter: { pkg: "bitter", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  playfairDisplay: { pkg: "playfair-display", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  sourceSerif4: { pkg: "source-serif-4", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  notoSerif: { pkg: "noto-serif", generic: "serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  notoSans: { pkg: "noto-sans", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  publicSans: { pkg: "public-sans", generic: "sans-serif", subsets: ["latin", "latin-ext"] },
  oswald: { pkg: "oswald", generic: "sans-serif", subsets: ["latin", "latin-ext", "cyrillic"] },
  notoSansArabic: { pkg: "noto-sans-arabic", generic: "", subsets: ["arabic"] },
  notoNaskhArabic: { pkg: "noto-naskh-arabic", generic: "", subsets: ["arabic"] },
  notoSansTamil: { pkg: "noto-sans-tamil", generic: "", subsets: ["tamil"] },
};

// The packages' latin-ext files hold ≈ 800 glyphs (Vietnamese, African and phonetic letters too)
// and weigh 70–190 kB; one "ā" in an English text or a Lithuanian page fetched all of it. The
// letters of Europe's Latin alphabets (Latin Extended-A, Romanian's comma letters, capital ß) are
// cut into a file of their own; rarer letters fall back to the visitor's own fonts.
const latinExtCore = [[0x100, 0x17f], [0x218, 0x21b], [0x1e9e, 0x1e9e]];
const coreLetters = latinExtCore.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, offset) => String.fromCodePoint(from + offset))).join("");
const coreRange = latinExtCore.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)).join(",");
mkdirSync("lib/fonts/files", { recursive: true });

const fallbackMetrics = { "sans-serif": "Arial", serif: "Times New Roman", cursive: "Arial" };
const camel = (text) => text.replace(/-(\w)/g, (_, c) => c.toUpperCase());

const calls = [];
const entries = [];
for (const [name, face] of Object.entries(faces)) {
  const parts = [];
  for (const [index, subset] of face.subsets.entries()) {
    const rule = subsetRule(face.pkg, subset);
    let src = `../../node_modules/@fontsource-variable/${face.pkg}/files/${face.pkg}-${subset}-wght-normal.woff2`;
    if (subset === "latin-ext") {
      const whole = readFileSync(subsetFile(face.pkg, subset));
      const cut = await subsetFont(whole, coreLetters, { targetFormat: "woff2" });
      writeFileSync(`lib/fonts/files/${face.pkg}-latin-ext-core.woff2`, cut);
      src = `./files/${face.pkg}-latin-ext-core.woff2`;
      rule.range = coreRange;
      console.log(`${face.pkg} latin-ext: ${whole.length} → ${cut.length} bytes`);
    }
    const constName = `${name}${camel(`-${subset}`)}`;
    const variable = `--face-${face.pkg}-${subset}`;
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
        `  declarations: [{ prop: "unicode-range", value: "${rule.range}" }],\n` +
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
  `${header}export const faceNames = [${Object.keys(faces)
    .map((name) => `"${name}"`)
    .join(", ")}] as const;\nexport type FaceName = (typeof faceNames)[number];\n`,
);
console.log(`${Object.keys(faces).length} faces, ${calls.length} files`);
