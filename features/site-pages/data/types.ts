/**
 * A site's facts and page furniture as data. Texts live in messages/<locale>.json under
 * `content.<site>`; figures, dates, times, addresses and media files live here, once per site,
 * and reach the texts as `{placeholders}` formatted in the page's language.
 */

import type { z } from "zod";
import type { MorphemeCategoryId } from "@/lib/tenancy/sites/morpheme-categories";
import type {
  contactChannelsSchema,
  cvEntrySchema,
  eventEntrySchema,
  factSchema,
  organizationSchema,
  personSchema,
  placeSchema,
  SiteFactsFile,
} from "@/lib/site-facts/schema";

/** A value a text can name as `{name}`; formatted with Intl in the page's locale. */
export type Fact = Readonly<z.infer<typeof factSchema>>;

export type Facts = Readonly<Record<string, Fact>>;

/** A person as the contact records name them. */
export type PersonRecord = Readonly<z.infer<typeof personSchema>>;

/** The channels of the contact buttons; any may be left out. */
export type ContactChannels = Readonly<z.infer<typeof contactChannelsSchema>>;

/** Where an event happens; a telephone or video conference has no address. */
type Place = Readonly<z.infer<typeof placeSchema>>;

type CvEntry = Readonly<z.infer<typeof cvEntrySchema>>;

export interface SkillGroup {
  readonly id: string;
  /** Product and technology names, the same in every language. */
  readonly skills: readonly string[];
}

interface VideoFile {
  /** Key of `media.videos`. */
  readonly id: string;
  /** `/{domain}/videos/{name}.mp4`, or `/intern/{domain}/videos/{name}.mp4` for members only. */
  readonly src: string;
  /**
   * `/images/{name}.jpg`, the specification's poster; the card shows its drawing beside it,
   * `/images/{name}.svg` and `/images/{name}-dark.svg` (scripts/make-poster-images.mjs).
   */
  readonly poster: string;
}

interface PressArticle {
  readonly id: string;
  /** The newspaper or magazine, a proper name. */
  readonly publication: string;
  readonly date: string;
}

interface NewsItem {
  readonly id: string;
  readonly date: string;
}

interface AudioFile {
  readonly id: string;
  readonly src: string;
  /** The broadcaster, a proper name. */
  readonly station: string;
  readonly broadcast: string;
  readonly seconds: number;
}

interface BankAccount {
  readonly holder: string;
  readonly iban: string;
  readonly bic: string;
  readonly bank: string;
}

/** One entry of an event plan: date, time and place. */
export type EventEntry = Readonly<z.infer<typeof eventEntrySchema>>;

export interface GalleryFile {
  readonly id: string;
  readonly src: string;
  readonly thumb: string;
  readonly width: number;
  readonly height: number;
}

export interface HouseListing {
  readonly livingSpace: number;
  readonly plot: number;
  readonly rooms: number;
  readonly price: number;
  readonly monthlyCosts: number;
  readonly built: number;
  readonly modernised: number;
  readonly streetViewUrl: string;
  readonly panorama: { readonly src: string; readonly poster: string; readonly initialYaw: number };
}

interface MorphemeExamples {
  /** Category id → German example morphemes. */
  readonly [category: string]: readonly string[];
}

/**
 * Furniture placed into a page's article. `at` counts the sections before it: 0 puts the block
 * right after the lead, "end" after the last section, "aside" in the column beside the text on a
 * wide screen (after the lead on a phone), "asideEnd" at the foot of that column on a wide screen and
 * after the text on a phone (a year's event plan beside its story), "wide" after the text across
 * the text and its column (a plan or a table that needs the room). Texts of a block come from
 * `content.<site>.blocks.<id>` (site texts) and `blocks.<kind>` (shared labels).
 */
export type PageBlock = {
  readonly at: number | "end" | "aside" | "asideEnd" | "wide";
  /**
   * Inside section `at`, right under its heading instead of after its paragraphs. At 0: before the
   * page's list of its sections, where the block is what the page is visited for (the day's gospel).
   */
  readonly first?: boolean;
  /**
   * On a phone the block is a closed row under its heading, the heading its switch (a long start
   * page's media and contact card); a wide screen shows it open. A link to its heading opens it.
   */
  readonly foldOnPhone?: boolean;
  /**
   * On a wide screen the block stands beside its section's text instead of under it, as a notice
   * pinned beside the article it belongs to (a start page whose body is "folded" sets its sections
   * in two columns: the text and what is pinned beside it). A phone keeps it under the text.
   */
  readonly beside?: boolean;
  /** The section the block stands in is set as a tinted panel (data-section-panel on the block): a short section and its box read as one notice. */
  readonly panel?: boolean;
} & (
  | {
      readonly kind: "keyFacts";
      readonly id: string;
      readonly items: readonly string[];
    }
  | { readonly kind: "cv"; readonly entries: readonly CvEntry[] }
  | { readonly kind: "skills"; readonly groups: readonly SkillGroup[] }
  | { readonly kind: "contact"; readonly channels: ContactChannels }
  /**
   * The imprint's card of whoever is responsible, a person or an organisation (named by its legal
   * body, e.g. the parish a forum belongs to): postal address and contact buttons.
   */
  /**
   * The imprint's card of whoever answers for the site. `alias`: the person's nickname is shown, on
   * the one site named after it (elsewhere "Known as: …" tells a parish's or a family's visitor nothing).
   */
  | ({ readonly kind: "address"; readonly channels: ContactChannels; readonly alias?: boolean } & ({ readonly person: PersonRecord } | { readonly organization: OrganizationRecord }))
  | { readonly kind: "people"; readonly people: readonly PersonRecord[] }
  | { readonly kind: "videos"; readonly videos: readonly VideoFile[] }
  | { readonly kind: "news"; readonly items: readonly NewsItem[] }
  | { readonly kind: "press"; readonly articles: readonly PressArticle[] }
  | { readonly kind: "audio"; readonly audio: AudioFile }
  | { readonly kind: "donation"; readonly account: BankAccount; readonly reference: string }
  | { readonly kind: "events"; readonly year: string; readonly events: readonly EventEntry[] }
  | { readonly kind: "dailyGospel" }
  | { readonly kind: "gallery"; readonly id: string; readonly photos: readonly GalleryFile[] }
  | { readonly kind: "property"; readonly house: HouseListing }
  | { readonly kind: "categories"; readonly examples: MorphemeExamples }
  /**
   * A few things side by side as cards with a label, a short text and, where given, a small
   * drawing (`content.<site>.blocks.<id>.items.<item>.label`, `.text`): a section's list of pillars or offers.
   */
  | { readonly kind: "cards"; readonly id: string; readonly items: readonly { readonly id: string; readonly mark?: CardMark }[] }
  /** A German word as the sum of its morphemes, each a flat block in its category's colour ("un + glück + lich = unglücklich"). */
  | { readonly kind: "wordSum"; readonly parts: readonly { readonly text: string; readonly category: MorphemeCategoryId }[] }
  /** A sentence of the page's own article set large. */
  | ({ readonly kind: "pullQuote" } & QuotePlace)
  /** Words of others the page rests on, with their source (`content.<site>.blocks.<id>.quote`, `.source`). */
  | { readonly kind: "quotation"; readonly id: string }
  /** A drawing that goes with the page's subject, described by `pictures.drawings.<name>`; its colours are the site's. */
  | {
      readonly kind: "illustration";
      readonly drawing: DrawingName;
      /** Set on an engineer's sheet (a heavy border, a hairline inside it), like the start page's drawing. */
      readonly sheet?: boolean;
      /** Set as a print taped onto the page (a paper margin, a warm ground, a strip of tape), like the start page's picture. */
      readonly print?: boolean;
    }
);

/** A paragraph of a page, its section and its place in it counted from 1. */
export interface ParagraphPlace {
  readonly section: number;
  readonly paragraph: number;
}

/** Where a pull quote is taken from: section and paragraph count from 1, the sentence from 0. */
export interface QuotePlace extends ParagraphPlace {
  readonly sentence: number;
}

/** The small drawings a card of a cards block can wear above its label. */
export type CardMark = "dove" | "candle" | "hands";

/** The drawings an illustration block can show (features/site-pages/blocks/drawings). */
export type DrawingName =
  | "remembrance"
  | "moduleCycle"
  | "peaceLight"
  | "foodCrate"
  | "phoneCafe"
  | "takeAway"
  | "parliamentVisit"
  | "languageCorner"
  | "prizeShelf"
  | "notebook"
  | "buildingBlocks"
  | "signedPage"
  | "terminalStrip"
  | "anthology"
  | "worksheet"
  | "conversation"
  | "peaceWalk"
  | "vaultRepair"
  | "vaultGate"
  | "sessionClock"
  | "writingForms"
  | "launchReading"
  | "sheetsGroup"
  | "nameBook"
  | "wordBuilding";

export type PageBlockKind = PageBlock["kind"];

/** What a search engine learns about a page beyond its metadata (schema.org as JSON-LD). */
export type StructuredData =
  | { readonly kind: "person"; readonly person: PersonRecord; readonly skills: readonly SkillGroup[] }
  | { readonly kind: "organization"; readonly organization: OrganizationRecord };

export type OrganizationRecord = Readonly<z.infer<typeof organizationSchema>>;

export interface SiteData {
  /** Facts the site's texts name as `{placeholders}`. */
  readonly facts: Facts;
  /** The zone the site's "today" and event times belong to. */
  readonly timeZone: string;
  /** Furniture per page (the page names of the route table). */
  readonly pages: Readonly<Partial<Record<string, readonly PageBlock[]>>>;
  /** Structured data per page. */
  readonly structuredData: Readonly<Partial<Record<string, readonly StructuredData[]>>>;
  /**
   * Paragraphs of a page that speak of signing in, per page: a site that borrows the page but has
   * no sign-in leaves them out (the construction site's imprint is its owner's, and told of a
   * sign-in cookie under "Cookies: none, this site has no sign-in").
   */
  readonly signInParagraphs?: Readonly<Partial<Record<string, readonly ParagraphPlace[]>>>;
  /** Addresses of the places event plans name. */
  readonly places: Readonly<Record<string, Place>>;
  /** The organiser named in the site's events. */
  readonly organizer?: OrganizationRecord;
  /** The event plans of the year pages, per year. */
  readonly events?: SiteFactsFile["events"];
  readonly person?: PersonRecord;
  readonly people?: SiteFactsFile["people"];
  readonly channels?: ContactChannels;
  readonly cv?: SiteFactsFile["cv"];
}

/**
 * A site's facts file as the build holds it, and how the site's data is made from facts: the
 * build's, or with the published changes laid over them, so every page block follows a publish.
 */
/** The person who runs the server and most of its sites: the imprints of those sites show him. */
export interface OwnerRecord {
  readonly person: PersonRecord;
  readonly channels: ContactChannels;
}

export interface SiteDataSource {
  readonly file: SiteFactsFile;
  /** Only on the one site whose facts hold the owner's record: reads it from those facts. */
  readonly owner?: (facts: SiteFactsFile) => OwnerRecord;
  /** With `owner`: the top-level fact groups it reads, so a publish there is known to reach the other sites' imprints. */
  readonly ownerFacts?: readonly string[];
  /** The site's data from its facts and the owner's record as published. */
  readonly build: (facts: SiteFactsFile, owner: OwnerRecord) => SiteData;
}
