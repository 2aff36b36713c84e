import type { SiteId } from "@/lib/tenancy/sites/types";
import type { SiteHero } from "../hero/hero-declaration";
import scriptTexts from "../hero/script-texts.json" with { type: "json" };
import lobbyData from "./lobby.json" with { type: "json" };

/** 3:2 drawings of scripts/hero-art/, 1200 × 800 in their own units. */
const drawing = (name: string) => ({ name, width: 1200, height: 800 });
/** The cut of a band showing a drawing's full width and its rows `top` to `bottom`. */
function bandCut({ width, height }: { width: number; height: number }, [top, bottom]: Rows) {
  const rows = bottom - top;
  return { y: top / (height - rows), ratio: width / rows };
}
type Rows = readonly [top: number, bottom: number];

/**
 * A drawing that a phone shows as a band above the title: its full width and the rows (in its
 * own units) where its subject stands whole.
 */
function bandedDrawing(name: string, rows: Rows) {
  const picture = drawing(name);
  return { ...picture, phoneCrop: { form: "band", x: 0.5, ...bandCut(picture, rows) } } as const;
}

const symaHero: SiteHero = {
  layout: "portfolio",
  body: "column",
  // A CV's sections reached from a ruled index row under the introduction, like a specification's.
  sectionLinks: "strip",
  // Right under the picture, before his introduction and the skills (round 85).
  contentsBeforeParts: true,
  picture: drawing("syma"),
  // The drawing as an engineer's sheet: what it shows, who drew it, since when, and the standard
  // his PLC programs follow (a web page has no true scale).
  titleBlock: ["subject", "drawn", "since", "standard"],
  // His introduction leads into the skills, in the same panel, instead of trailing after them; it
  // is signed with his name and trade, as a sheet's cell is with who drew it.
  parts: [{ kind: "lead" }, { kind: "author" }, { kind: "pageBlock", block: "skills" }],
  actions: [
    { label: "contact", to: { block: "contact" } },
    { label: "cv", to: { page: "/cv" } },
  ],
  // On a phone his number and address under the actions, to call or write from the first screen
  // (round 89: "Get in touch" jumped some 4,700 px down to the contact card).
  contactLine: true,
  // Read as a CV on a phone: what he does, then the sections, then the contact card (the first
  // screen's "Get in touch" leads straight to it). Round 83 unfolded the sections: "How I work"
  // showed one of three short paragraphs behind "Read more", 120 words a one-page site need not hide.
  asideOnPhone: "last",
};

const vaultHero: SiteHero = {
  layout: "memorial",
  body: "margin",
  picture: drawing("vault"),
  parts: [
    {
      kind: "inscription",
      lines: [
        { name: "Heinrich Martens", years: "1838–⁠1909" },
        { name: "Sophie Martens", years: "1845–⁠1896" },
        { name: "Friedrich Martens-Hollweg", years: "1867–⁠1938" },
        { name: "Anna Martens-Hollweg", years: "1872–⁠1951" },
        { name: "Else Martens-Hollweg", years: "1905–⁠1989" },
        { name: "Heinz Martens-Hollweg", years: "1931–⁠2004" },
      ],
    },
  ],
  actions: [],
};

const peaceHero: SiteHero = {
  layout: "reading",
  body: "column",
  // Four short reflections read in turn, whole: no list of them before the text, nothing folded;
  // the last, the monthly prayer everyone is invited to, stands apart as a band across the page.
  sectionLinks: "none",
  bandSection: 4,
  // Nearly the whole drawing, not a banner cut from it: sky above the dove's raised wing and the
  // meadow under the candle's and the tree's feet, so it reads as the picture, whole (a little less
  // sky and meadow than the drawing has, so the meeting's notice and the whole gospel card fit under it).
  picture: bandedDrawing("peace", [40, 715]),
  // Who the committee is opens "Who we are" as its first line (round 89: under the cards it stood
  // alone as a lead, belonging to nothing).
  leadOpensSection: 1,
  parts: [
    { kind: "gospelToday", page: "/daily_gospel" },
    { kind: "cards", cards: [{ id: "remembrance" }, { id: "prayer" }] },
    // When and where the committee meets, what a visitor who wants to join comes for: a notice
    // under the name and its line (hero.module.css), not a sentence in the article's third section.
    { kind: "cards", cards: [{ id: "meeting" }] },
  ],
  // The gospel card leads to the daily gospel; a second button to it would only repeat it.
  actions: [],
};

const writingHero: SiteHero = {
  layout: "reading",
  body: "margin",
  // Four short sections for someone in a hard moment, read in turn with their headings in the
  // margin; the first screen already gives the numbers to call.
  sectionLinks: "none",
  // On a phone a band of the desk (notebook, pen, cup and plant) above the title: under the crisis
  // card the picture started at y 602 (en) and 822 (ta), below the first screen. The card follows
  // the title and its line, still in the first screen.
  picture: bandedDrawing("writing", [130, 730]),
  parts: [
    {
      kind: "phones",
      numbers: [
        { id: "helpline", number: "0800 111 0 111" },
        { id: "emergency", number: "112" },
      ],
    },
  ],
  actions: [{ label: "about", to: { page: "/contentWriting" } }],
};

const morphemeHero: SiteHero = {
  layout: "playful",
  body: "panels",
  // The game is the page: its explanation's four panels follow it without a list of them.
  sectionLinks: "none",
  // No drawing: the round of the game is the first screen's picture, and its "Play" the way into
  // the game (round 84: the key of the colours under it repeated the categories below, and a
  // "Start the game" button under the card's "Play" said the same twice).
  parts: [
    {
      kind: "morphemes",
      word: [
        { text: "un", category: "prefix" },
        { text: "glück", category: "basic" },
        { text: "lich", category: "suffix" },
      ],
      play: { page: "/play" },
    },
    // The page's introduction as the first screen's lead: on a laptop under the title beside the
    // round (after the first screen it floated alone between the round and the panels, review
    // r88-a), on a phone after the round and the photos, where it stood before.
    { kind: "lead" },
  ],
  // The round's "Play" is the main button; the pictures' link beside the heading is a quiet second.
  actions: [{ label: "photos", to: { page: "/photos" }, secondary: true }],
  // The game leads the phone's page; its explanation reads in short under it.
  foldOnPhone: true,
};

const forumHero: SiteHero = {
  layout: "notice",
  body: "folded",
  // The bunting, the hall's windows and the table with the crates, the kettle and the cups.
  picture: bandedDrawing("forum", [0, 600]),
  parts: [
    {
      kind: "cards",
      cards: [
        { id: "friday", weekday: 5 },
        { id: "cafe", weekday: 2 },
      ],
    },
  ],
  // Donating is the one action the first screen offers (it leads to the bank details), as an appeal
  // saying what the money pays for (a lone pill under the line read as an afterthought); the contact
  // card stands once, in its section, with the footer's "Write to us" (a "Contact" button here and
  // a closing band with both again made the start page say each three times).
  actions: [{ label: "donate", to: { block: "donation" }, appeal: true }],
};

const politicalHero: SiteHero = {
  layout: "magazine",
  body: "newspaper",
  // An ink drawing of the town hall with its doors open (the lead commentary's subject); on a
  // phone a band from the pediment's peak to the pavement, under the commentary.
  picture: bandedDrawing("political", [150, 760]),
  parts: [
    { kind: "author" },
    { kind: "leadSection", section: 1 },
    // The notice shows the house itself, drawn in ink like the town hall above it
    // (scripts/hero-art/cards/political/house-front.svg), light and dark.
    {
      kind: "cards",
      cards: [{ id: "forSale", to: { block: "property" }, photo: { name: "/media/political/house-front", width: 640, height: 320, night: true } }],
    },
  ],
  actions: [],
  // The commentaries and the house's story fold to their first paragraph on a phone ("Read more"),
  // so the page is a run of headlines to choose from rather than 6,000 px of text (8,800 in Tamil).
  foldOnPhone: true,
  taglineSaysLead: true,
};

/** Which section of the languages' start article speaks of each language. */
const languageSectionNumbers = { en: 2, de: 3, es: 4, ru: 5, ar: 6, lt: 7, it: 8, ta: 9 };

const languagesHero: SiteHero = {
  layout: "typographic",
  body: "panels",
  // The sheet's phrases are the list of the sections: a list of chips under it said the eight
  // languages a second time (round 84).
  sectionLinks: "none",
  // The lead ("Some of these eight languages…") follows why learning languages matters and leads
  // on to the languages' sections, beside Goethe's words on a wide screen (round 87).
  leadAfterSection: 1,
  parts: [
    {
      kind: "scripts",
      // In a JSON file because scripts/make-phrase-fonts.mjs cuts the fonts they are set in.
      phrases: scriptTexts.phrases,
      names: scriptTexts.names,
      sections: languageSectionNumbers,
    },
  ],
  actions: [],
  languageSections: {
    sections: languageSectionNumbers,
    names: scriptTexts.names,
    words: scriptTexts.words,
    // Two panels break the template with their script set large: Arabic's family of words from one
    // root, Tamil's couplet of the Tirukkural's chapter on love.
    samples: scriptTexts.samples,
  },
  // No specimen of "love" above the sheet on a phone: its four words repeated the phrases right
  // under them (the first screen said the same thing twice); the sheet is the picture.
};

/** The lobby's own address, as its data names it (the meeting's venue is asked for there). */
const lobbyMail = `mailto:${lobbyData.facts.contactMail.value}`;

const lobbyHero: SiteHero = {
  layout: "civic",
  body: "newspaper",
  // A poster's row of cards, each a section's heading and first sentence, leads into the pamphlet.
  sectionLinks: "cards",
  // The speech bubbles whole with a margin above their tops (the yellow one's outline starts at
  // row 60), and under them the people down to the ground they stand on (its line ends at 767).
  picture: bandedDrawing("lobby", [40, 785]),
  parts: [
    { kind: "points", points: ["crisis", "therapy", "coercion", "participation", "peers"] },
    // The venue is sent by e-mail: the meeting's notice asks for it where it says so.
    { kind: "cards", cards: [{ id: "meeting", to: { href: lobbyMail } }] },
  ],
  actions: [{ label: "join", to: { href: lobbyMail } }],
  // The crisis line in the poster under the call to write: in the footer it stood 2,600 px down.
  helpLine: true,
};

/** Each site's first screen; the construction site has none (its start page is the notice). */
const siteHeroes: Readonly<Record<Exclude<SiteId, "tax">, SiteHero>> = {
  syma: symaHero,
  vault: vaultHero,
  peace: peaceHero,
  writing: writingHero,
  morpheme: morphemeHero,
  forum: forumHero,
  political: politicalHero,
  languages: languagesHero,
  lobby: lobbyHero,
};

export function heroOf(site: string): SiteHero | undefined {
  return Object.hasOwn(siteHeroes, site) ? siteHeroes[site as keyof typeof siteHeroes] : undefined;
}
