import { morphemeCategories } from "@/lib/tenancy/sites/morpheme-categories";
import type { SiteTheme } from "./types";

/*
 * Each site's face: palette light and dark, type pairing, shape. The contrast of
 * every palette is checked by theme-contrast.test.ts.
 */

/**
 * Precise, engineering, calm confidence: the look of a technical drawing. Light is drawing paper
 * with ink-blue lines under a graphite title bar; dark is a graphite board (no blue cast, so it does
 * not read as the usual navy developer page) with lines in a drafting amber.
 */
export const symaTheme: SiteTheme = {
  light: {
    bg: "#f5f4ef",
    surface: "#ffffff",
    text: "#17191c",
    muted: "#4b5057",
    border: "#cdcbc2",
    accent: "#0a58a8",
    onAccent: "#ffffff",
    focus: "#b45309",
    headerBg: "#1d2023",
    headerText: "#f1efe9",
  },
  dark: {
    bg: "#141516",
    surface: "#1c1e20",
    text: "#ecebe6",
    muted: "#aeaca5",
    border: "#3a3d40",
    // The light page's blue, lightened for the dark ground: one accent in both palettes (the
    // drawing's screens are blue too), and the focus ring amber in both.
    accent: "#7cb7f2",
    onAccent: "#141516",
    action: "#2a74c9",
    onAction: "#ffffff",
    focus: "#f0ab4b",
    // The band a slate a step above the page, as the light page's dark band stands off its paper:
    // a shade under the page (1.1 : 1) it melted into it at night (round 77).
    headerBg: "#262c33",
    headerText: "#ecebe6",
  },
  headingFace: "spaceGrotesk",
  // Space Grotesk has no Cyrillic: Russian headings in the Cyrillic of the body's IBM Plex Sans.
  cyrillicFaces: { heading: "ibmPlexSans" },
  headingFaceOn: "allHeadings",
  bodyFace: "ibmPlexSans",
  arabicFace: "notoSansArabic",
  tamilFaces: { heading: "notoSansTamil", body: "notoSansTamil" },
  scriptHeadings: { mark: "bar" },
  typeScale: 1.2,
  bodySize: 1.0625,
  // Plex Sans's zero is wide for its letters: 68ch held 87–91 characters a line (the imprint at
  // 17 px), 56ch still up to 81; 52ch holds about 72.
  measure: 52,
  wideFrame: 1480,
  // Arabic sets narrower letters for the em: at the page's 68ch the CV's opening ran to some 75
  // letters a line; 58ch holds it near fifty.
  arabicMeasure: 58,
  headingWeight: 600,
  headingCaps: false,
  corners: "square",
  rules: "hairline",
  cards: "outlined",
  stripe: [],
  duck: "engraved",
  duckDrawing: "drafted",
};

/** Quiet, dignified, archival: parchment and stone, an inscription serif, generous margins. */
export const vaultTheme: SiteTheme = {
  light: {
    bg: "#f3eee3",
    surface: "#fbf8f1",
    text: "#2b2620",
    muted: "#5c5347",
    border: "#d5cab5",
    accent: "#6a4d27",
    onAccent: "#fbf8f1",
    focus: "#1d4ed8",
    headerBg: "#e6dece",
    headerText: "#2b2620",
  },
  dark: {
    bg: "#1d1813",
    surface: "#29221a",
    text: "#ece4d4",
    muted: "#b9ae9b",
    border: "#433a2f",
    accent: "#d6bc8f",
    onAccent: "#1d1813",
    // A burnished bronze, saturated enough to read as a live button on the dark page (the greyish
    // bronze before it read as switched off); white letters at 4.9:1.
    action: "#9c6518",
    onAction: "#ffffff",
    focus: "#f2d08a",
    headerBg: "#2b2219",
    headerText: "#ece4d4",
  },
  headingFace: "cormorantGaramond",
  headingFaceOn: "allHeadings",
  bodyFace: "ebGaramond",
  arabicFace: "notoNaskhArabic",
  tamilFaces: { heading: "notoSerifTamilBook", body: "notoSerifTamil" },
  scriptHeadings: { mark: "double" },
  typeScale: 1.25,
  bodySize: 1.1875,
  // Cormorant's small labels (the timeline's headings, the footer's line, the flags' names); Tamil
  // keeps the frame's step in its own face (app/globals.css).
  labelSize: 1.0625,
  // The name over the page a nameplate's size (26 px): at 36 px it stood almost as large as the start
  // page's title under it (48 px), which says the family's name again (round 82).
  wideTitleSize: 1.625,
  // EB Garamond sets narrow letters for its zero: 68ch held 89 characters a line; 58ch about 75,
  // and keeps the imprint's clause headings ("Information according to § 5 DDG") on one line.
  measure: 58,
  // Arabic keeps the shared measure, set for its own face.
  arabicMeasure: 68,
  wideFrame: 1360,
  headingWeight: 500,
  headingCaps: true,
  // Beside "FAMILY VAULT" in capitals, Naskh at the same size and at 500 reads small and faint.
  arabicTitle: { scale: 1.25, weight: 700 },
  corners: "square",
  rules: "double",
  cards: "flat",
  stripe: [],
  duck: "mark",
  duckDrawing: "engraved",
};

/** Hopeful, reverent, community: dove white and olive. */
export const peaceTheme: SiteTheme = {
  light: {
    bg: "#f6f7f1",
    surface: "#ffffff",
    text: "#1f2a1c",
    muted: "#4b5845",
    border: "#d1dac6",
    accent: "#4a6626",
    onAccent: "#ffffff",
    focus: "#7c3aed",
    headerBg: "#e6ecdc",
    headerText: "#1f2a1c",
  },
  dark: {
    bg: "#141913",
    surface: "#1c231a",
    text: "#eef2e8",
    muted: "#b2bea6",
    border: "#33402f",
    accent: "#b7cd7c",
    onAccent: "#141913",
    action: "#557a26",
    onAction: "#ffffff",
    focus: "#f0c674",
    headerBg: "#22301b",
    headerText: "#eef2e8",
  },
  headingFace: "lora",
  headingFaceOn: "allHeadings",
  bodyFace: "sourceSans3",
  arabicFace: "notoNaskhArabic",
  // Source Sans and Lora draw small letters beside Noto's Tamil: Tamil pages set Latin words and
  // figures in Noto's own Latin, the Tamil faces' family, so mixed lines read evenly.
  tamilFaces: { heading: "notoSerifTamil", body: "notoSansTamil", latin: { heading: "notoSerif", body: "notoSans" } },
  scriptHeadings: { mark: "rule" },
  typeScale: 1.25,
  bodySize: 1.125,
  // The committee's pages are read at length: from 900 px their sections' text a size larger and
  // more open (at 18 px in a 555 px column beside the side column the desktop read thin, round 78).
  reading: { size: 1.1875, leading: 1.65 },
  // Source Sans sets narrow letters: 68ch held up to 75 characters a line; 62ch holds about 68.
  measure: 62,
  // Noto Naskh's letters run narrower still: 62ch held about 80 Arabic letters a line, 55ch about 70.
  arabicMeasure: 55,
  // At 1920 the parish board and the inner pages' columns spread to 1440 px (the text keeps its
  // measure; the board's cards, the picture and the side column take the room).
  wideFrame: 1440,
  headingWeight: 600,
  headingCaps: false,
  corners: "soft",
  rules: "hairline",
  cards: "raised",
  stripe: [],
  duck: "inscription",
  duckDrawing: "engraved",
};

/** Warm, gentle, safe: soft paper, a handwritten accent for headings, large reading text. */
export const writingTheme: SiteTheme = {
  light: {
    bg: "#fbf5ea",
    surface: "#fffdf8",
    text: "#3a2e25",
    muted: "#67574a",
    border: "#e5d7c1",
    accent: "#9c4329",
    onAccent: "#ffffff",
    focus: "#1d4ed8",
    headerBg: "#f5ebd8",
    headerText: "#3a2e25",
  },
  dark: {
    bg: "#1f1a16",
    surface: "#29231e",
    text: "#f3e9dc",
    muted: "#c9b9a6",
    border: "#453a31",
    accent: "#f2a682",
    onAccent: "#1f1a16",
    action: "#b84d2e",
    onAction: "#ffffff",
    focus: "#ffd98a",
    headerBg: "#191411",
    headerText: "#f3e9dc",
  },
  headingFace: "caveat",
  headingFaceOn: "titles",
  // The header's handwritten name at 24 px on a phone: at the titles' 22 px Caveat and Ruqaa drew
  // it some 20 px high, hard to read (review r89-b).
  phoneTitleSize: 1.5,
  bodyFace: "literata",
  arabicFace: "notoNaskhArabic",
  arabicTitleFace: "arefRuqaa",
  tamilFaces: { heading: "notoSansTamil", body: "notoSerifTamil" },
  scriptHeadings: {},
  typeScale: 1.25,
  bodySize: 1.1875,
  // Literata's zero is wide for its letters: 68ch held 76–78 characters a line; 56ch holds 62–68.
  measure: 56,
  // Its Arabic face sets about 85 letters in 56ch: 46ch keeps about 70.
  arabicMeasure: 46,
  headingWeight: 700,
  headingCaps: false,
  corners: "round",
  rules: "dashed",
  cards: "raised",
  stripe: [],
  duck: "engraved",
  duckDrawing: "swimming",
  // At 1920 the first screen's sheet and title grow into the width: in the narrow frame they
  // floated in the middle of the screen between wide empty bands.
  wideFrame: 1400,
};

/** Playful and colourful: the morpheme colours are the brand, rounded type and shapes. */
export const morphemeTheme: SiteTheme = {
  light: {
    bg: "#fffaf0",
    surface: "#ffffff",
    text: "#1e1b4b",
    muted: "#4a476b",
    border: "#e0dcf3",
    accent: "#6b27d6",
    onAccent: "#ffffff",
    focus: "#c2410c",
    headerBg: "#4c1d95",
    headerText: "#ffffff",
  },
  // At night a slate board under the day's violet header band, deepened to its night shade (the
  // day's saturated band stood as a bright slab over the dark page, round 71): violet buttons and
  // lilac links, the circumfix's yellow for the focus ring, and the eight block colours in the stripe. The ground stays a neutral slate (no navy or violet cast), so the
  // night is unlike syma's graphite with its black bar and languages' deep indigo ground.
  dark: {
    bg: "#141317",
    surface: "#1e1c22",
    text: "#f4f1f3",
    muted: "#bdb7c0",
    border: "#3b3740",
    accent: "#c4b5fd",
    onAccent: "#141317",
    action: "#8445f5",
    onAction: "#ffffff",
    focus: "#fcd34d",
    headerBg: "#2e1065",
    headerText: "#ffffff",
  },
  headingFace: "fredoka",
  // Fredoka has no Cyrillic: Russian headings in the Cyrillic of the body's rounded Nunito, a step
  // bolder, as heavy as Fredoka's letters at their weight.
  cyrillicFaces: { heading: "nunito", headingWeight: 800 },
  headingFaceOn: "allHeadings",
  bodyFace: "nunito",
  // A wide screen's start page lays the game's explanation out as a board of three panels.
  wideFrame: 1440,
  arabicFace: "notoSansArabic",
  tamilFaces: { heading: "notoSansTamil", body: "notoSansTamil" },
  scriptHeadings: {},
  typeScale: 1.25,
  bodySize: 1.125,
  // Nunito's zero is wide for its letters: 68ch held 90–98 characters a line; 52ch about 72.
  measure: 52,
  // Arabic keeps the shared measure, set for its own face.
  arabicMeasure: 68,
  headingWeight: 600,
  // The game's name at 25 px on every page: a wordmark that holds the header's row beside its 44 px
  // controls, well under the start page's 48 px heading and the inner pages' (at 35 px it stood as
  // large as "Play"; stepped back to 22 px on the start page alone, it read as another logo).
  wideTitleSize: 1.5625,
  headingCaps: false,
  corners: "round",
  rules: "thick",
  cards: "raised",
  stripe: morphemeCategories.filter((category) => category.id !== "result").map((category) => category.colour),
  duck: "callout",
  duckDrawing: "rubber",
};

/** Practical, warm, trustworthy notice board: a brick-orange header band, pinned cards. */
export const forumTheme: SiteTheme = {
  light: {
    bg: "#f4ede1",
    surface: "#fffdf9",
    text: "#2a2119",
    muted: "#5d4f42",
    border: "#d9c8ae",
    accent: "#a73a0b",
    onAccent: "#ffffff",
    focus: "#1d4ed8",
    headerBg: "#9a3412",
    headerText: "#fff7ed",
  },
  dark: {
    bg: "#1b1612",
    surface: "#272019",
    text: "#f5ebe0",
    muted: "#c9b8a6",
    border: "#48392c",
    accent: "#fb9a52",
    onAccent: "#1b1612",
    action: "#c2410c",
    onAction: "#ffffff",
    focus: "#93c5fd",
    headerBg: "#6c2810",
    headerText: "#fff7ed",
  },
  headingFace: "bitter",
  headingFaceOn: "allHeadings",
  bodyFace: "sourceSans3",
  arabicFace: "notoSansArabic",
  // Source Sans and Bitter stand smaller and lighter than the Noto Tamil letters around them: on a
  // Tamil page the hours, the address and the names take the Tamil faces' own Latin.
  tamilFaces: { heading: "notoSerifTamil", body: "notoSansTamil", latin: { heading: "notoSerif", body: "notoSans" } },
  // The accent's short rule under an Arabic or Tamil title, as under the first screen's: a 5 px
  // near-black bar over it was foreign to the warm notice board.
  scriptHeadings: { arabicFace: "notoNaskhArabic", mark: "rule" },
  typeScale: 1.2,
  // Source Sans is narrow with a small x-height: at 17 px its running text read smaller and denser
  // on a phone than the other sites' faces at their size.
  bodySize: 1.125,
  // The year reports are read through: on a wide screen their lines run long, so larger and more open.
  reading: { size: 1.1875, leading: 1.7 },
  headingWeight: 700,
  headingCaps: false,
  corners: "slight",
  rules: "thick",
  cards: "pinned",
  stripe: [],
  duck: "engraved",
  duckDrawing: "swimming",
};

/** Editorial, magazine-like: black on white (warm charcoal at night), a display serif, a red rule. */
export const politicalTheme: SiteTheme = {
  light: {
    bg: "#ffffff",
    surface: "#f6f4f0",
    text: "#111111",
    muted: "#535353",
    border: "#d8d3cb",
    accent: "#b0121b",
    onAccent: "#ffffff",
    focus: "#1d4ed8",
    headerBg: "#ffffff",
    headerText: "#111111",
  },
  // At night the magazine is printed in a warm charcoal, near neutral: the claret page of earlier
  // rounds under aubergine cards gave little separation and made the red sale bar vibrate (round 88).
  // One raised surface tone for the cards and the masthead a step deeper; still a ground of its own
  // beside the vault's brown and the peace committee's green night.
  dark: {
    bg: "#221d1f",
    surface: "#2d2729",
    text: "#f4eeef",
    muted: "#c8bec1",
    border: "#4a4245",
    accent: "#ff8f98",
    onAccent: "#221d1f",
    action: "#d4343e",
    onAction: "#ffffff",
    focus: "#ffd166",
    headerBg: "#171415",
    headerText: "#f4eeef",
  },
  headingFace: "playfairDisplay",
  headingFaceOn: "allHeadings",
  bodyFace: "sourceSerif4",
  arabicFace: "notoNaskhArabic",
  tamilFaces: { heading: "notoSerifTamil", body: "notoSerifTamil" },
  // The newspaper's pages open under their own heavy rule: an overline on the title drew a second.
  // Arabic headlines in a heavy sans over the Naskh text, as Arabic papers set them: Naskh's bold
  // (its heaviest, 700) read as body weight beside Playfair's 800 in the Latin pages (round 84).
  // Tamil's likewise (round 86): Noto Serif Tamil's heaviest shipped cut, 700, read as a plain
  // serif beside Playfair's 800; Noto Sans Tamil draws the headlines at 800 over the serif text.
  scriptHeadings: { arabicFace: "notoSansArabic", tamilFace: "notoSansTamil" },
  typeScale: 1.333,
  bodySize: 1.125,
  // Naskh beside Source Serif on a wide screen: at the Latin 18 px the Arabic text read a size
  // smaller and denser (round 89); 20 px, its commentaries a step over that.
  arabicWideBodySize: 1.25,
  // The paper's name on a phone as a nameplate, not a line of text: at 18 px between the double
  // rules it read weaker than the byline under it, at 22 px smaller than the footer's 43 px name
  // (round 75). 28 px leaves the longest ("Puntos de vista", "Точки зрения") 28 px from the tools.
  phoneTitleSize: 1.75,
  headingWeight: 800,
  headingCaps: false,
  corners: "square",
  rules: "double",
  cards: "flat",
  stripe: [],
  duck: "mark",
  duckDrawing: "engraved",
};

/** Cosmopolitan and typographic: ink and gold, the Noto families that cover every script. */
export const languagesTheme: SiteTheme = {
  light: {
    bg: "#faf9f6",
    surface: "#ffffff",
    text: "#17163a",
    muted: "#4c4a6e",
    border: "#d7d5e8",
    accent: "#3a2fbf",
    onAccent: "#ffffff",
    focus: "#b45309",
    headerBg: "#17163a",
    headerText: "#f5c451",
  },
  // Night is the day's ink deepened: a deep indigo ground (the colour of the day's header band and
  // text) with cards a step lighter, the band a shade under the ground, and the day's gold for links,
  // buttons and the title. Round 83 replaced round 76's lamp-lit sepia: on a near-black brown the
  // site lost its colour and read as another site by night.
  dark: {
    bg: "#15143a",
    surface: "#1e1d4a",
    text: "#f3f1ff",
    muted: "#c8c5ea",
    border: "#3d3a78",
    accent: "#f5c451",
    onAccent: "#15143a",
    focus: "#7dd3fc",
    headerBg: "#0e0d2a",
    headerText: "#f5c451",
  },
  headingFace: "notoSerif",
  headingFaceOn: "allHeadings",
  // One family for headings and text, as on a type specimen: every script reads in the serif, and a
  // Tamil page's text no longer stands small and sans under its large serif headings.
  bodyFace: "notoSerif",
  arabicFace: "notoNaskhArabic",
  // Naskh's letters are short for their size: at the Latin size the Arabic page's text and
  // captions read a size smaller than the English ones at 1366; two pixels more (20 px beside the
  // Latin notes' 18) stand as tall.
  arabicWideBodySize: 1.25,
  tamilFaces: { heading: "notoSerifTamil", body: "notoSerifTamil" },
  scriptHeadings: { mark: "rule" },
  typeScale: 1.333,
  bodySize: 1.0625,
  // A site about reading languages: on a wide screen its notes at 18 px, as the other reading sites'
  // (at 17 px the serif read a size small beside the large specimen above it).
  reading: { size: 1.125, leading: 1.7 },
  wideFrame: 1600,
  headingWeight: 700,
  headingCaps: false,
  corners: "slight",
  rules: "hairline",
  cards: "outlined",
  stripe: [],
  duck: "inscription",
  duckDrawing: "rubber",
};

/**
 * Clear, civic, respectful: high contrast and plain sans, in the colours of a campaign rather than
 * of a government page. The lobby's own green (the colour of the mental-health ribbon) carries the
 * header band, the links and the poster of its first screen; light is poster paper with white cards
 * on it, dark a deep green-tinted night with surfaces a step lighter, never pure black.
 */
export const lobbyTheme: SiteTheme = {
  light: {
    bg: "#f7f7f2",
    surface: "#ffffff",
    text: "#10211c",
    muted: "#44524d",
    border: "#b5c2bc",
    accent: "#0a6a4f",
    onAccent: "#ffffff",
    focus: "#c2410c",
    headerBg: "#0b4a3a",
    headerText: "#ffffff",
  },
  dark: {
    bg: "#0d1915",
    surface: "#16251f",
    text: "#edf4f0",
    muted: "#b4c6be",
    border: "#36504a",
    accent: "#6fd6ac",
    onAccent: "#0a1512",
    action: "#117f5e",
    onAction: "#ffffff",
    focus: "#ffd84d",
    headerBg: "#08110e",
    headerText: "#edf4f0",
  },
  headingFace: "publicSans",
  // Public Sans has no Cyrillic: the Russian page in Noto Sans's, a grotesque of the same plain build.
  cyrillicFaces: { heading: "notoSans", body: "notoSans" },
  headingFaceOn: "allHeadings",
  bodyFace: "publicSans",
  // Public Sans sets 80 letters a line in the shared 68ch (the imprint's clauses): 49ch holds 60-70.
  measure: 49,
  arabicFace: "notoSansArabic",
  tamilFaces: { heading: "notoSansTamil", body: "notoSansTamil" },
  scriptHeadings: { mark: "bar" },
  typeScale: 1.25,
  bodySize: 1.125,
  // Noto Sans Arabic's letters stand small beside Public Sans's large eye: at the Latin 18 px the
  // Arabic phone page read like 15 px print; a step up it reads at the Latin page's size.
  arabicBodySize: 1.1875,
  // At 1920 the poster, the demands and the pamphlet's two columns spread to 1440 px (the body's
  // columns stay under 75 letters a line) instead of standing in 1180 px between two empty bands.
  wideFrame: 1440,
  headingWeight: 800,
  // Its short name says it is a lobby in every language (“Lobby Seelische Gesundheit”, “Psichikos
  // sveikatos gynėjai”): on a phone at the readable floor (16 px) to stay whole on one line.
  phoneTitleSize: 1,
  headingCaps: false,
  corners: "square",
  rules: "thick",
  cards: "outlined",
  stripe: [],
  duck: "civic",
  duckDrawing: "swimming",
};

/** A tidy construction notice: safety yellow, condensed signage capitals, hazard stripes. */
export const taxTheme: SiteTheme = {
  light: {
    bg: "#fffbea",
    surface: "#ffffff",
    text: "#1c1917",
    muted: "#57534e",
    border: "#e6d8a6",
    accent: "#7c5200",
    onAccent: "#ffffff",
    focus: "#1d4ed8",
    headerBg: "#facc15",
    headerText: "#1c1917",
  },
  dark: {
    bg: "#171512",
    surface: "#221f19",
    text: "#f5f0e1",
    muted: "#c9c0a8",
    border: "#403a2b",
    accent: "#facc15",
    onAccent: "#171512",
    focus: "#93c5fd",
    // At night a near-black board, darker than the page, its name lit in the sign's yellow over the
    // saturated yellow-and-black tape under it (round 88: round 86's dark ochre read as a dull
    // olive-mustard band; a bright yellow band glared over the dark page).
    headerBg: "#0c0b09",
    headerText: "#facc15",
  },
  headingFace: "oswald",
  headingFaceOn: "allHeadings",
  bodyFace: "ibmPlexSans",
  // IBM Plex Sans sets 85 letters a line in the shared 68ch (the imprint's clauses): 51ch holds 60-70.
  measure: 51,
  arabicFace: "notoSansArabic",
  tamilFaces: { heading: "notoSansTamilCondensed", body: "notoSansTamil" },
  scriptHeadings: { mark: "overline" },
  typeScale: 1.25,
  bodySize: 1.0625,
  wideFrame: 1400,
  headingWeight: 600,
  headingCaps: true,
  // The notice's capitals are a sign's; the imprint's clauses read in sentence case (round 85).
  legalHeadingsSentenceCase: true,
  corners: "slight",
  // Hairlines: a dashed rule over the footer was one more pattern beside the hazard tape (round 84).
  rules: "hairline",
  cards: "outlined",
  stripe: ["#facc15", "#1c1917"],
  duck: "engraved",
  duckDrawing: "drafted",
};
