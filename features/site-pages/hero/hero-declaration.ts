/**
 * The first screen of a site's start page and the layout of its start page, declared per site in
 * the registry. Texts live in messages/<locale>.json under `heroes.<site>`; figures a text names as
 * `{placeholder}` are the site's facts (lib/site-data/<site>.ts).
 */
import type { MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import type { PageBlockKind } from "../data/types";
import type { SectionLinks } from "../pages/section-nav";

/** How the start page is laid out around its article; each has its own look in the hero styles. */
export type HeroLayout =
  | "portfolio"
  | "memorial"
  | "reading"
  | "playful"
  | "notice"
  | "magazine"
  | "typographic"
  | "civic";

/**
 * How the start page's body (what follows the first screen) is composed, so that the sites are not
 * one template: a centred reading column; the sections as panels in two columns across the hero's
 * width; a newspaper page with the contents as a sticky column beside wider sections; a column whose
 * long sections fold to their first paragraph on a phone; headings standing in the margin beside
 * their text. Each has its own rules in the hero styles.
 */
type BodyComposition = "column" | "panels" | "newspaper" | "folded" | "margin";

/** Widths scripts/make-hero-images.mjs renders every drawing at, as AVIF and WebP. */
export const heroWidths = [480, 680, 800, 1200] as const;
export const heroFormats = ["avif", "webp"] as const;
export type HeroFormat = (typeof heroFormats)[number];
/** Every drawing has a day and a night version (its dark palette, scripts/hero-art/<name>.dark.json). */
export const heroSchemes = ["light", "dark"] as const;
export type HeroScheme = (typeof heroSchemes)[number];

/** A drawing of scripts/hero-art/<name>.svg, rendered to public/heroes/<name>-<width>.<format> (and <name>-dark-… at night). */
export interface HeroPicture {
  readonly name: string;
  /** Intrinsic size of the drawing (its viewBox), so the page reserves its room before it loads. */
  readonly width: number;
  readonly height: number;
  /**
   * How a phone cuts the drawing so that it stands in the first screen with the heading and the
   * first action: a wide band (above the title, unless the layout places it). `x` and `y` (0–1)
   * say where the cut sits in what is left over, as CSS object-position;
   * a band's `ratio` (width over height) is chosen so its subject stands in it whole.
   */
  readonly phoneCrop?: { readonly form: "band"; readonly x: number; readonly y: number; readonly ratio: number };
}

/** Where an action of the first screen leads: a page of the site, a block of the start page, or an address. */
export type HeroTarget = { readonly page: string } | { readonly block: PageBlockKind } | { readonly href: string };

interface HeroAction {
  /** Key of `heroes.<site>.actions`. */
  readonly label: string;
  readonly to: HeroTarget;
  /**
   * The first screen's main action as an appeal: a panel with a line saying what it is for
   * (`heroes.<site>.actionNotes.<label>`) and the button across it, not a pill among others.
   */
  readonly appeal?: true;
  /** Drawn as a secondary action even when it comes first: the first screen's main way on is elsewhere (morpheme's round). */
  readonly secondary?: true;
}

/** A picture in `public/` as `{name}.avif` and `{name}.webp`, with its size in pixels (reserved before it loads). */
interface CardPhoto {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** A drawing with a night version, `{name}-dark.avif` and `.webp`, shown while the page is dark. */
  readonly night?: true;
}

/** A card with a title and a short text (`heroes.<site>.cards.<id>`), optionally leading somewhere. */
interface HeroCard {
  readonly id: string;
  readonly to?: HeroTarget;
  /** A weekly event: the card names its next date (0 Sunday … 6 Saturday). */
  readonly weekday?: number;
  /**
   * A picture at the card's end: what the card offers, seen (the house for sale, drawn in the
   * manner of the first screen's drawing). Decorative: the card's text names it.
   */
  readonly photo?: CardPhoto;
}

/** A phrase written in its own language and script. */
interface ScriptPhrase {
  readonly lang: string;
  readonly text: string;
}

/** What the first screen shows beside its line of text. */
export type HeroPart =
  /** Big fact cards (times, prices); texts may name the site's facts. */
  | { readonly kind: "cards"; readonly cards: readonly HeroCard[] }
  /** Names and years set like the letters cut into a stone. */
  | { readonly kind: "inscription"; readonly lines: readonly { readonly name: string; readonly years: string }[] }
  /** The person who writes the site (its data's person), named large under `heroes.<site>.byline`. */
  | { readonly kind: "author" }
  /** The start article's lead, opening the parts (the article then leaves it out). */
  | { readonly kind: "lead" }
  /** A section of the start article shown as the lead story (counted from 1). */
  | { readonly kind: "leadSection"; readonly section: number }
  /**
   * One phrase in each script, each under its language's own name, as a type specimen (the page's
   * own language in the accent); with `sections`, each phrase links to its language's section.
   */
  | { readonly kind: "scripts"; readonly phrases: readonly ScriptPhrase[]; readonly names: readonly ScriptPhrase[]; readonly sections?: Readonly<Record<string, number>> }
  /** A short list of points (`heroes.<site>.points.<id>`). */
  | { readonly kind: "points"; readonly points: readonly string[] }
  /**
   * A round of the game at its first move (a built-in word's picture, its sentence with the gap
   * empty, the word's blocks dealt under it), the whole card one link to `play`.
   */
  | {
      readonly kind: "morphemes";
      readonly word: readonly { readonly text: string; readonly category: MorphemeCategoryId }[];
      readonly play: HeroTarget;
    }
  /** Telephone numbers for a hard moment, set calmly (`heroes.<site>.phones`). */
  | { readonly kind: "phones"; readonly numbers: readonly { readonly id: string; readonly number: string }[] }
  /** The day's gospel with a link to the daily gospel page. */
  | { readonly kind: "gospelToday"; readonly page: string }
  /** A block of the start page moved up into the first screen (shown there instead of in the article). */
  | { readonly kind: "pageBlock"; readonly block: PageBlockKind };

export interface SiteHero {
  readonly layout: HeroLayout;
  /** How the body below the first screen is composed; a centred reading column when left out. */
  readonly body?: BodyComposition;
  /**
   * How the body leads to its sections (see SectionLinks): the boxed "On this page" list when left
   * out. Chosen with the body's composition, so that two start pages side by side read as two sites.
   */
  readonly sectionLinks?: SectionLinks;
  /**
   * The list of sections right under the picture, before the first screen's parts: a reader sees
   * where the page goes before the introduction and the skills (on a phone the list stood some
   * 1,900 px down, after the skills' sheet and the signature that repeated the name).
   */
  readonly contentsBeforeParts?: true;
  /**
   * A section of the start article (counted from 1) set apart as a band across the page's frame on
   * its own ground, the page's one change of rhythm: what a reader is invited to (the peace prayer).
   */
  readonly bandSection?: number;
  /**
   * The site's crisis line (`sites.<site>.help`) under the actions, in the first screen: a visitor
   * of a site about mental illness may come in a crisis, and found the numbers only in the footer.
   */
  readonly helpLine?: true;
  /** A drawing; without one the parts are the picture (a typographic hero). */
  readonly picture?: HeroPicture;
  readonly parts: readonly HeroPart[];
  /**
   * Cells of a drawing's title block set under the picture, as on an engineer's sheet: each a
   * label and a value (`heroes.<site>.titleBlock.<id>.label` and `.value`).
   */
  readonly titleBlock?: readonly string[];
  /** The first is the main action. */
  readonly actions: readonly HeroAction[];
  /**
   * The start article's long sections fold to their first paragraph on a phone whatever the body's
   * composition (a "folded" body always folds): where the first screen is what the visitor came for
   * (the game), the explanation under it stays short.
   */
  readonly foldOnPhone?: boolean;
  /**
   * Where a phone shows the start article's side column (the blocks beside its text on a wide
   * screen): after the lead by default; `last` after the sections, where the column holds what a
   * reader comes to once he knows who he is dealing with (a freelancer's contact, read as a CV:
   * what he does, his skills and experience, then how to reach him).
   */
  readonly asideOnPhone?: "afterLead" | "last";
  /**
   * The actions once more at the start page's end, under a line saying why (`heroes.<site>.closing`):
   * where the main action (a donation) is what a long page should end on.
   */
  readonly closingActions?: boolean;
  /**
   * The start article's lead closes this section's text (counted from 1) instead of opening the
   * article: the page reads it in that place on every screen, its order in the document (a wide
   * screen set it there by the grid while a phone read it above the section's heading).
   */
  readonly leadAfterSection?: number;
  /**
   * The start article's lead opens this section's text (counted from 1), as its first paragraph:
   * who the page's people are read as the first line of the section that says who they are (on its
   * own under the first screen's cards it stood as an orphan band, round 89).
   */
  readonly leadOpensSection?: number;
  /** The start page's contact block's number and address as links under the actions (a phone shows them; see hero.module.css). */
  readonly contactLine?: boolean;
  /** The tagline already says what the start article's lead says: the article leaves its lead out rather than say it twice. */
  readonly taglineSaysLead?: boolean;
  /** Sections of the start article that each speak of a language: each opens with that language's own name and a loved word of it in its script. */
  readonly languageSections?: LanguageSections;
}

/**
 * Which section (counted from 1) speaks of which language, each language's own name, a word it is
 * loved for (its meaning in the page's language under `heroes.<site>.words.<lang>`), and for a few
 * a sample of its script set large (lines parted by "\n"; what it says under
 * `heroes.<site>.samples.<lang>`).
 */
export interface LanguageSections {
  readonly sections: Readonly<Record<string, number>>;
  readonly names: readonly ScriptPhrase[];
  readonly words: readonly ScriptPhrase[];
  readonly samples?: readonly ScriptPhrase[];
}

/** The rendered file closest to `width` without being smaller (the largest when none is). */
export function heroImageUrl(name: string, width: number, format: HeroFormat, scheme: HeroScheme): string {
  const fitting = heroWidths.find((rendered) => rendered >= width) ?? heroWidths[heroWidths.length - 1];
  return `/heroes/${name}${scheme === "dark" ? "-dark" : ""}-${fitting}.${format}`;
}

/** `srcset` of every rendered width of a drawing. */
export function heroSrcSet(name: string, format: HeroFormat, scheme: HeroScheme): string {
  return heroWidths.map((width) => `${heroImageUrl(name, width, format, scheme)} ${width}w`).join(", ");
}

/** Blocks of the start page that the first screen shows instead of the article. */
export function blocksInHero(hero: SiteHero | undefined): ReadonlySet<PageBlockKind> {
  return new Set((hero?.parts ?? []).flatMap((part) => (part.kind === "pageBlock" ? [part.block] : [])));
}

/** The article's sections (counted from 1) the first screen shows whole, so the article leaves them out. */
export function sectionsInHero(hero: SiteHero | undefined): ReadonlySet<number> {
  return new Set((hero?.parts ?? []).flatMap((part) => (part.kind === "leadSection" ? [part.section] : [])));
}

/** Whether the first screen says what the start article's lead says (shows it, or its tagline is it), so the article leaves the lead out. */
export function leadInHero(hero: SiteHero | undefined): boolean {
  return hero?.taglineSaysLead === true || (hero?.parts ?? []).some((part) => part.kind === "lead");
}

/** How wide the picture is drawn in each layout (the `sizes` of its srcset); see hero.module.css. */
export function heroPictureSizes(layout: HeroLayout): string {
  // From 900 px the hero has two columns of a page at most 1180 px wide; the memorial's picture
  // takes three fifths, the playful one stands a little smaller beside the text. Below, the
  // picture spans the column inside the page's margins, 16 px a side at least: a phone of 412 px
  // at 1.75 device pixels per px (Lighthouse's mobile profile) then takes the 680 px file, 28 %
  // fewer pixels than the 800 px one that "100vw" asked for.
  const desktopWidth = layout === "memorial" ? 680 : layout === "playful" ? 480 : 560;
  return `(min-width: 900px) ${desktopWidth}px, calc(100vw - 32px)`;
}

const MS_PER_DAY = 86_400_000;

/** The next `count` dates on `weekday` (0 Sunday … 6 Saturday) from `today` on, today included, as `YYYY-MM-DD`. */
export function nextWeekdays(today: string, weekday: number, count: number): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  const first = start + (((weekday - new Date(start).getUTCDay() + 7) % 7) * MS_PER_DAY);
  return Array.from({ length: count }, (_, index) => new Date(first + index * 7 * MS_PER_DAY).toISOString().slice(0, 10));
}
