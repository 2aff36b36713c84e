import type { FaceName } from "@/lib/fonts/face-names";
import type { CyrillicFaces, TamilFaces } from "@/lib/fonts/site-fonts";
import type { SiteId } from "@/lib/env/site-ids";

// The ids are declared where the environment can name its variables after them.
export { siteIds, type SiteId } from "@/lib/env/site-ids";

/** Who may open a route; the server checks it on every request for non-public routes. */
type RouteAccess = "public" | "session" | "entitled";

/**
 * Route paths are written without the locale prefix, e.g. "/cv" or "/intern/1971".
 * `page` names the content that renders there; it is also the translation key of its title.
 */
export interface RouteDefinition {
  readonly path: string;
  readonly page: string;
  readonly access: RouteAccess;
  /** Only present on the site when its extra-pages flag is on. */
  readonly extra?: boolean;
  /**
   * Public route served by a folder of its own under app/[domain]/[locale]/ (e.g. to be renewed
   * on a schedule) instead of the catch-all page, which then leaves it out.
   */
  readonly ownSegment?: boolean;
  /**
   * Rendered on every request. A public route: because what it shows moves with the date (it gets
   * a CSP nonce, and no shared cache keeps it). A members' route: because it shows what one member
   * or the moment holds (the chat's messages, an editor's drafts); every other members' route is
   * rendered once per site, language and access and kept (app/[site]/[locale]/kept/[access]).
   */
  readonly perRequest?: boolean;
  /** A view inside another route (a tool of /various): the menu highlights the parent's entry. */
  readonly parent?: string;
  /**
   * What the menu calls the entry where its title would repeat the entry before it: a name the
   * same in every language (the forum's "2024" after "News 2025"), not a translation key.
   */
  readonly menuName?: string;
  /**
   * The menu entry that holds this route's entry with the routes beside it of the same group (the
   * writing course's lessons under "Course"): one entry in the desktop row, a drop-down under it.
   */
  readonly menuGroup?: MenuGroup;
}

/** The named entries that hold a run of routes in the menu; the name is a key under `shellFrame.menuGroups`. */
export type MenuGroup = "course" | "years";

export interface MenuItem {
  readonly path: string;
  /** Translation key under `paths` (the page of the route), or the route's menu name, shown as it is. */
  readonly label: string;
  readonly entitled: boolean;
  /** Named after the entry before it (a route's menu name): the menu shows the run as one group. */
  readonly continues?: boolean;
  /** One of a run of entries the menu holds under one named entry (see RouteDefinition.menuGroup). */
  readonly group?: MenuGroup;
}

/** Colour roles of one scheme; every pair the pages combine meets WCAG AA (theme-contrast.test.ts). */
export interface Palette {
  /** Page background and the surface of cards and panels. */
  readonly bg: string;
  readonly surface: string;
  /** Body text and secondary text (captions, dates), on bg and on surface. */
  readonly text: string;
  readonly muted: string;
  /** Rules and outlines; decorative, so not held to a contrast ratio. */
  readonly border: string;
  /** Links, current menu entry, actions; `onAccent` is the text on an accent-filled area. */
  readonly accent: string;
  readonly onAccent: string;
  /**
   * The fill of primary buttons and its text, where the accent cannot be one: a dark scheme's
   * accent is pale so that links read on the dark ground, and a pale fill with dark text reads as
   * a disabled button. A saturated tone with light text instead; the accent pair without it.
   */
  readonly action?: string;
  readonly onAction?: string;
  /** Focus ring: at least 3:1 against bg and header. */
  readonly focus: string;
  /** The header band, where each site shows its colour first. */
  readonly headerBg: string;
  readonly headerText: string;
}

/** Corner radius of cards and controls: square, slight, soft, round. */
export type Corners = "square" | "slight" | "soft" | "round";
/**
 * The mark of a page's main heading, in every language and the site's manner: `bar` a heavy accent
 * bar at its start (a drawing's or a campaign's label), `rule` a short accent rule under it (a
 * book's title), `double` a short double rule under it (a memorial plate), `overline` a heavy
 * rule in the text's colour over it (a newspaper's or a notice's head). Marked in Arabic and Tamil
 * alone, as the stand-in for the Latin capitals or hand, it read as a second design of the same
 * page (rounds 71-73). A site whose hand or rounded face is its character sets none.
 */
export type ScriptTitleMark = "bar" | "rule" | "double" | "overline";

/** How sections and the header are ruled off. */
export type RuleStyle = "hairline" | "double" | "thick" | "dashed";
/** How a card stands out from the page. */
export type CardStyle = "flat" | "outlined" | "raised" | "pinned";

export interface SiteTheme {
  readonly light: Palette;
  readonly dark: Palette;
  /** Faces shipped with the app (lib/fonts); the Arabic face matches the site's design. */
  readonly headingFace: FaceName;
  /**
   * Where the heading face shows: on every heading, or only on the site's title and its start
   * page's title (a handwriting face, read sparingly: the other pages' titles and the section
   * headings take the body face).
   */
  readonly headingFaceOn: "allHeadings" | "titles";
  readonly bodyFace: FaceName;
  readonly arabicFace: "notoSansArabic" | "notoNaskhArabic";
  /**
   * Where the heading face is a handwriting kept for titles: the Arabic handwriting that carries the
   * same accent in Arabic titles (the Latin handwriting draws no Arabic letters).
   */
  readonly arabicTitleFace?: "arefRuqaa";
  /**
   * Tamil beside the heading and the body face: Noto Serif Tamil beside a serif, Noto Sans Tamil
   * beside a sans or a script face; beside a light display serif the headings take the book cut,
   * lighter and a little smaller, so the Tamil letters match the Latin in weight and size.
   * `latin` names the Latin faces of Tamil pages where the site's own Latin would stand smaller
   * than the Tamil letters around it (a sans with a small x-height): the Tamil face's own family.
   */
  readonly tamilFaces: TamilFaces;
  /**
   * For a site whose heading or body face has no Cyrillic letters: the faces whose Cyrillic cut sets
   * its Russian pages (a face of the same build, so Russian keeps the site's character rather than
   * the visitor's system font). Only their Cyrillic files are named, so Latin text keeps the site's faces.
   */
  readonly cyrillicFaces?: CyrillicFaces;
  /**
   * What an Arabic or Tamil page's headings keep of the character the Latin ones take from
   * capitals, a condensed cut or a hand, which those scripts lack: the Arabic face of the headings
   * where it is not the body's (Naskh, the serif companion, beside a serif or slab heading face
   * over a sans body), and the mark a page's main heading carries in every language (see
   * ScriptTitleMark).
   */
  readonly scriptHeadings: {
    readonly arabicFace?: "notoSansArabic" | "notoNaskhArabic";
    /**
     * The Tamil headings' face where it is not the one beside the Latin headings: a heavy sans over
     * serif Tamil text, as a paper sets its headlines (the serif's heaviest cut shipped is 700).
     */
    readonly tamilFace?: "notoSansTamil";
    readonly mark?: ScriptTitleMark;
  };
  /** Ratio between heading steps: 1.2 calm, 1.333 editorial. */
  readonly typeScale: number;
  /** Body text size in rem; larger for the reading sites. */
  readonly bodySize: number;
  /**
   * The size in rem of the smallest text (labels, the footer's lines, the flags' names, the menu's
   * word) for a face whose small sizes read smaller than their measure (Cormorant's x-height is
   * 0.40 em: at 15 px it read as 12-13 px); the shared max(14 px, a step under the body) elsewhere.
   */
  readonly labelSize?: number;
  /**
   * A page's running text on a wide screen (size in rem, line height) for a site whose pages are
   * read at length, where a long line in the body size looks small and dense; the body size elsewhere.
   */
  readonly reading?: { readonly size: number; readonly leading: number };
  /**
   * The reading measure in `ch` of the body face, for a face whose letters run wider than its
   * zero (the shared 68ch then holds more than 75 characters a line); the shared measure elsewhere.
   */
  readonly measure?: number;
  /**
   * The measure in `ch` on Arabic pages, for a site whose Arabic face sets more letters a line
   * than its body face in the same measure (over 75); the site's measure elsewhere.
   */
  readonly arabicMeasure?: number;
  /**
   * The running text's size in rem on Arabic pages on a phone, for a site whose Arabic face reads a
   * step smaller than its Latin body face at the same size (Noto Sans Arabic beside a large-eyed
   * grotesque); the site's body size elsewhere (wide screens keep their columns' measure).
   */
  readonly arabicBodySize?: number;
  /**
   * The running text's size in rem on Arabic pages on a wide screen, for a site whose Arabic face
   * reads visibly smaller than its Latin text there too (Naskh's short letters beside a serif); the
   * captions take the step below it. The site's body size when left out.
   */
  readonly arabicWideBodySize?: number;
  /**
   * The frame's width in px (header, page and footer together) on a 1920 px screen, for a site
   * whose start page and inner pages are composed to use it (columns that widen, not a longer
   * line); from 1600 px the frame grows with the window up to it, the shared 1180 px below.
   */
  readonly wideFrame?: number;
  readonly headingWeight: number;
  /**
   * The phone header's title size in rem, for a site whose name needs a smaller step to stay whole
   * on one line beside the header's buttons in every language, or a larger one for a nameplate
   * (else 1.125, 1.375 for a handwriting face).
   */
  readonly phoneTitleSize?: number;
  /**
   * The header's title size in rem on a wide screen, for a site whose name is a wordmark kept at one
   * size on every page: its start page's heading may say the name too, but the header does not step
   * back there (a mark that shrank on one page and grew on the next read as two logos).
   */
  readonly wideTitleSize?: number;
  /** Headings in capitals with letter spacing (signage, inscriptions). */
  readonly headingCaps: boolean;
  /**
   * The imprint's headings in sentence case though the site's headings are capitals: a sign's
   * capitals suit its notice, but a legal page's many headings in capitals are tiring to scan.
   */
  readonly legalHeadingsSentenceCase?: boolean;
  /**
   * The header's title on an Arabic page, for a site whose Latin title stands taller and firmer
   * than the Arabic face at the same size and weight (capitals in a light display serif): a
   * factor on the phone's title size and the weight it is set in. Without it, Arabic takes the
   * Latin title's size and the heading weight.
   */
  readonly arabicTitle?: { readonly scale: number; readonly weight: number };
  readonly corners: Corners;
  readonly rules: RuleStyle;
  readonly cards: CardStyle;
  /** Colour stripes drawn under the header (e.g. the morpheme colours); none when empty. */
  readonly stripe: readonly string[];
  /** How the duck that leads to the sign-in looks, and so where it sits (see DuckLook). */
  readonly duck: DuckLook;
  /** How the footer's duck is drawn, in the site's own hand (see DuckDrawing). */
  readonly duckDrawing: DuckDrawing;
}

/**
 * The duck's form in the site's design, at the foot of every public page. `callout`: the coloured
 * duck beside its whole invitation, the footer's last row (the playful site). Every other look is
 * a small line drawing: `engraved` in the text's colour beside an underlined sign-in
 * (practical sites, and the soft one whose visitors may come in a crisis); `mark` in the accent
 * colour inside a ring, like a maker's mark, its text in the footer's capitals (archival,
 * editorial); `inscription` in the footer's own quiet type (reverent, typographic); `civic` on a solid badge beside a plain underlined link, like a
 * public service's footer (civic, high contrast).
 */
export type DuckLook = "callout" | "engraved" | "mark" | "inscription" | "civic";

/**
 * The footer duck's drawing (the callout shows the coloured bath duck whatever this says), each a
 * solid silhouette that stays a duck at the footer's 30 px: `rubber` the bath duck (the playful,
 * typographic site); `swimming` a mallard on two ripples (practical, soft and civic sites);
 * `engraved` the mallard over a ruled water line (archival, reverent, editorial); `drafted` the
 * mallard on a dimensioned base line with its end ticks, as on a drawing sheet.
 */
export type DuckDrawing = "rubber" | "swimming" | "engraved" | "drafted";

/**
 * How the page's frame speaks the site's character, and what its footer holds beyond the name,
 * the imprint, the flags and the duck: `quiet` centres the site's name like an inscription, its
 * place (and year) under it, over the flags; `practical` is a notice board's foot: the name over
 * the address, the site's pages, the imprint and "write to us", the languages across the bottom;
 * `playful` draws the site's stripe colours over a lively footer; `soft` rounds it off like a sheet
 * of paper, the course's contents on it; `band` closes the page with the header's colour, its
 * fields labelled in the ruled grid of a drawing's title block; `masthead` sets the name large under
 * a heavy rule over the colophon's labelled columns, like a paper's last page; `civic` is a public
 * service's footer: a thick accent rule, the name over the crisis line and the contact facts in
 * plain columns, the languages below a hairline; `specimen` closes the page like a type specimen's colophon, in the header's
 * ink: the name set large at the start edge with its one line, the parts in labelled columns.
 */
export type FooterLook = "quiet" | "practical" | "playful" | "soft" | "band" | "masthead" | "civic" | "specimen";

/**
 * The "On this page" list of a long page: `ruled` numbers each section (01, 02, …) between hairlines,
 * like a specification's index; `register` sets them in small capitals with Roman numerals between
 * rules, like an archive's finding list; `notebook` writes them on dashed lines beside a margin rule;
 * `verse` numbers them with small accent figures beside a thin accent line, like the verses of a
 * reading; `chips` offers each as a rounded tag; `civic` lists them under a plain heading with dashes.
 */
type ContentsLook = "ruled" | "register" | "notebook" | "verse" | "chips" | "civic";

/**
 * The menu's entries and how the current one is marked: `block` fills it; `underline` draws a bar
 * under it; `caps` sets small capitals between middle dots, the current one underlined; `pill`
 * rounds every entry and fills the current one softly; `rule` separates entries with hairlines and
 * marks the current one with a heavy rule above it, like a paper's section line; `contents` reads
 * as a course's table of contents: the site's own pages in one quiet run, the shared entries
 * (imprint, sign-in, members' pages) set apart at the row's end behind a dashed rule, the current
 * one rounded on a soft wash as `pill`.
 */
type MenuLook = "block" | "underline" | "caps" | "pill" | "rule" | "contents";

/**
 * How an inner page (every page but the start page, which composes its own body) sets its text
 * beside its side column on a wide screen: `column` one reading column, each section's heading
 * over its text; `margin` each section's heading in a margin column beside its text, like the
 * entries of a register or the clauses of a specification (as the start page's "margin" body);
 * `board` one reading column whose contents, on a screen of 1600 px and more, stand in a column of
 * their own before the text (a parish board's notice beside its index), the side column wider;
 * `newspaper` a paper's inside page: the headline and its standfirst across the page between an
 * ink rule and a hairline, the side column's boxes as a band of fact boxes under them, the text in
 * two ruled columns at a newspaper's measure.
 */
type PageLook = "column" | "margin" | "board" | "newspaper";

/**
 * How the header arranges the site's name, its menu and its two controls (language, dark mode) on
 * a wide screen: `stacked` the name with the controls beside it and the menu on a row under them;
 * `inline` one band, name, menu and controls side by side, like an engineer's title block or an
 * office's door plate; `masthead` the controls small in a thin strip at the top edge, the name
 * centred and large between rules and the menu centred under it, like a paper's nameplate or an
 * inscription (from 1100 px the controls at the end of the name's row, see `toolsStrip`); `utility` a thin band in a darker shade of the header's colour holding the controls,
 * then the name and the menu on one row, like a public service's header. Phones keep one compact
 * bar in every arrangement, marked by its thin strip or rule.
 */
type HeaderLook = "stacked" | "inline" | "masthead" | "utility";

/**
 * The dark-mode slider's form, in the site's shape language; each shows what it sets in both
 * states (a sun in its thumb in the light, a moon in the dark): `lamp` a squared rocker between
 * ruled hairlines, like a switch on a control panel (technical, practical sites); `celestial` a
 * round track of sky, a sun by day and a crescent among stars by night (archival, reverent
 * sites); `stamp` a heavy-framed box whose thumb is an inked stamp (civic and notice sites);
 * `pill` a plump rounded pill with a coloured thumb (playful, soft sites).
 */
export type SwitchLook = "lamp" | "celestial" | "stamp" | "pill";

interface SiteFrame {
  readonly header: HeaderLook;
  readonly footer: FooterLook;
  readonly contents: ContentsLook;
  readonly menu: MenuLook;
  /** The dark-mode slider's form (see SwitchLook). */
  readonly switch: SwitchLook;
  /** The inner pages' layout (see PageLook); `column` when left out. */
  readonly page?: PageLook;
  /**
   * A quiet footer set on a memorial plate on a wide screen: its name, place, line, flags and
   * entrance inside a framed plaque with an inner hairline, as the site's imprint and sign-in set
   * their plates (the burial vault's); without it the quiet footer stands on the page's ground.
   */
  readonly plate?: boolean;
  /**
   * A masthead that keeps its controls in their strip over the name on a wide screen too, as a
   * paper's dateline strip (the newspaper's, whose first screen is measured against its fold);
   * without it a wide screen sets them at the end of the nameplate's row, in two tiers.
   */
  readonly toolsStrip?: boolean;
  /**
   * `whole`: a wide screen shows every menu entry in its one row while they fit (a site whose
   * pages are all read in turn); otherwise a menu of ten or more keeps its first seven in the row
   * and offers the rest under "More". Either way an entry that does not fit goes under "More".
   */
  readonly menuRow?: "whole";
  /**
   * `second`: the menu's entry after the start page is the site's one action (the game's "Play"),
   * drawn as the header's one filled button in the wide row, the other entries quieter beside it.
   */
  readonly menuAction?: "second";
  /**
   * The address a footer that gives the site's contact facts (`practical`, `civic`, `masthead`) offers
   * as its "write to us": the one the site's own pages already name (the organiser's, the campaign's,
   * the columnist's).
   */
  readonly contactMail?: string;
}

/**
 * Who the members of a site are, so its sign-in page says in their words what they find inside
 * (a family finds the vault's story, a committee prepares its next meeting, an engineer's clients
 * find his tools): the key of its words under `auth.aside.kinds` and `auth.login.sharedWay`.
 */
type MembersKind =
  | "clients"
  | "family"
  | "committee"
  | "writingGroup"
  | "teachers"
  | "volunteers"
  | "readers"
  | "languageCircle"
  | "campaigners";

export interface SiteDefinition {
  readonly id: SiteId;
  /** Site-specific routes in menu order, added to the shared routes of every table. */
  readonly routes: readonly RouteDefinition[];
  /** Menu paths after /start (auth entries follow when `authMenu` is on). */
  readonly menu: readonly string[];
  /** Menu paths after the auth entries (e.g. the writing site's /intern/mps30). */
  readonly menuAfterAuth?: readonly string[];
  readonly authMenu: boolean;
  /** With `authMenu`: who the site's members are (see MembersKind). */
  readonly members?: MembersKind;
  readonly extraPages: boolean;
  readonly theme: SiteTheme;
  readonly frame: SiteFrame;
  /**
   * The header's mark beside the name: `emblem` (default) an organisation's logo at 40–56 px; `mark`
   * a small square icon beside a phone's short name, like a maker's plate (a wide screen's full name
   * is the header's word on its own).
   */
  readonly logo?: { readonly light: string; readonly dark: string; readonly size?: "emblem" | "mark" };
  /** Whose imprint the /imprint page shows (the server owner's for sites without their own). */
  readonly imprintSite?: SiteId;
  /** A site without a members' area (`authMenu` off): the site whose members' area its people use; its /login points there. */
  readonly membersAreaAt?: SiteId;
  /** The start page is the construction-site notice. */
  readonly underConstruction: boolean;
  /**
   * The tools that belong to this site's work: paths of the members' hub (/various/…, e.g. the
   * engineer's PLC playground) or a page of the site's own that is a tool (morpheme's /play). The hub
   * shows them first, with the browser's settings; the other sites' tools wait in a closed fold, so a
   * volunteer does not meet an S7 data block among the things on offer. The overview names them.
   */
  readonly ownTools?: readonly string[];
}
