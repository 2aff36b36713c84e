// Cuts the fonts the languages start page sets its phrases, the languages' own names, loved words and
// script samples in (features/site-pages/hero/script-texts.json)
// down to the characters they use: a few kB each instead of the whole Arabic, Tamil,
// Cyrillic and Latin-extended files (≈ 0.2–0.5 MB) on the first screen. Run after changing a phrase:
//   node scripts/make-phrase-fonts.mjs
// Writes public/fonts/phrases/*.woff2 (one file per source font and script),
// features/site-pages/hero/phrase-font-files.json (the files the hero preloads) and
// lib/fonts/phrase-fonts.css (heroPhrases, heroWords, heroSamples: one face per script, each with exactly
// its characters as unicode-range, so a page fetches only the scripts it shows). Latin letters are
// not in it: they come from the site's own faces.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { hex, inRange, subsetFile, subsetRule } from "./font-subsets.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { phrases, specimen, names, words, samples } = JSON.parse(readFileSync(path.join(root, "features/site-pages/hero/script-texts.json"), "utf8"));

// The text's decomposed forms too: a shaper splits a two-part vowel sign (Tamil ொ = ெ + ா) and
// looks its parts up in the font; a cut without them draws the sign apart, on a dotted circle.
const codePointsOf = (texts) =>
  [...new Set(texts.flatMap((item) => [...item.text, ...item.text.normalize("NFD")]).map((char) => char.codePointAt(0)))].sort((a, b) => a - b);

// As hero.module.css sets them: the phrases (.script) and the languages' own names (.ownName)
// upright 400 in the heading's serif, the loved words (.loved) bold in the same serif, the site's
// body face (a Cyrillic loved word in Noto Sans stood apart from the serif Latin one beside it).
// Noto draws every script in one design. Arabic's loved word takes Noto Sans Arabic: Naskh's
// variable cut draws its wght axis all but unchanged, so a bold Naskh word stood regular beside the
// bold words of the other scripts.
const sets = [
  // The names label the phrases in capitals, so their capital letters are cut too.
  { family: "heroPhrases", weight: 400, texts: [...phrases, ...specimen, ...names, ...names.map((name) => ({ text: name.text.toLocaleUpperCase(name.lang) }))], latin: "noto-serif", arabic: "noto-naskh-arabic", tamil: "noto-serif-tamil" },
  { family: "heroWords", weight: 700, texts: words, latin: "noto-serif", arabic: "noto-sans-arabic", tamil: "noto-serif-tamil" },
  // The script samples set large in two language panels (.script-sample), in the phrases' serif. They
  // stand far below the first screen, so their letters are cut into files of their own that the
  // hero does not preload: a Tamil couplet's letters would have doubled the preloaded Tamil file.
  { family: "heroSamples", weight: 400, texts: samples, latin: "noto-serif", arabic: "noto-naskh-arabic", tamil: "noto-serif-tamil", file: "samples", preload: false },
];
// Tamil in both sets is Noto Serif Tamil, the face the site sets its Tamil text in (a sans Tamil
// phrase stood apart beside the Latin serif). Where both sets draw a script from the same font
// (Serif Tamil), one file holds the
// letters of both at both weights (a variable cut, 400–700): one request instead of two, at the
// same bytes. A page's requests before its first paint are what Lantern, and a phone on
// HTTP/1.1, pay for in round trips.
const cuts = new Map();
for (const set of sets) {
  const sources = [
    { pkg: set.arabic, subset: "arabic" },
    { pkg: set.tamil, subset: "tamil" },
    { pkg: set.latin, subset: "cyrillic" },
    { pkg: set.latin, subset: "latin-ext" },
  ];
  for (const source of sources) {
    const { range } = subsetRule(source.pkg, source.subset);
    // Latin-1 stays with the site's face even where a subset's range repeats a few of its marks.
    const covered = codePointsOf(set.texts).filter((codePoint) => codePoint > 0xff && inRange(range, codePoint));
    if (covered.length === 0) continue;
    const key = [source.pkg, source.subset, set.file].filter(Boolean).join("-");
    const cut = cuts.get(key) ?? { ...source, file: `${key}.woff2`, preload: set.preload !== false, uses: [] };
    cut.uses.push({ family: set.family, weight: set.weight, covered });
    cuts.set(key, cut);
  }
}

rmSync(path.join(root, "public/fonts/phrases"), { recursive: true, force: true });
mkdirSync(path.join(root, "public/fonts/phrases"), { recursive: true });
const faces = [];
const files = [];
for (const cut of cuts.values()) {
  const letters = [...new Set(cut.uses.flatMap((use) => use.covered))].sort((a, b) => a - b);
  const weights = cut.uses.map((use) => use.weight);
  const wght = Math.min(...weights) === Math.max(...weights) ? weights[0] : { min: Math.min(...weights), max: Math.max(...weights), default: Math.min(...weights) };
  const font = readFileSync(subsetFile(cut.pkg, cut.subset));
  const bytes = await subsetFont(font, String.fromCodePoint(...letters), { targetFormat: "woff2", variationAxes: { wght } });
  writeFileSync(path.join(root, "public/fonts/phrases", cut.file), bytes);
  if (cut.preload) files.push(`/fonts/phrases/${cut.file}`);
  for (const use of cut.uses) {
    faces.push(
      `@font-face {\n  font-family: ${use.family};\n  src: url("/fonts/phrases/${cut.file}") format("woff2");\n  font-weight: ${use.weight};\n  font-display: swap;\n  unicode-range: ${use.covered.map(hex).join(", ")};\n}`,
    );
  }
  console.log(`${cut.file} (${cut.uses.map((use) => use.family).join(", ")}): ${letters.length} characters, ${font.length} → ${bytes.length} bytes`);
}
writeFileSync(
  path.join(root, "lib/fonts/phrase-fonts.css"),
  `/* Generated by scripts/make-phrase-fonts.mjs from features/site-pages/hero/script-texts.json; do not edit. */\n${faces.join("\n")}\n`,
);
// The hero preloads them (hero-parts.tsx): found only at layout, each would otherwise start a
// round trip after the style sheets, and the first paint would wait for it.
writeFileSync(path.join(root, "features/site-pages/hero/phrase-font-files.json"), `${JSON.stringify(files, null, 2)}\n`);
