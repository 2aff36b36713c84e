import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { PageBlock, PageBlockKind } from "../data/types";

/**
 * The views of blocks that only their own route renders, handed in by that route (the daily gospel's
 * list on /daily_gospel): a block the shared renderer imported would bring its code and styles onto
 * every page of the catch-all route, the start pages among them.
 */
export type RouteBlockViews = { readonly [K in "dailyGospel"]?: ReactNode };

export interface BlockContext {
  /** Whose texts (`content.<site>.blocks`) and data the block shows. */
  readonly site: string;
  readonly locale: Locale;
  /** The page the block sits on (its article is `content.<site>.<page>`). */
  readonly page: string;
  /** The site's facts, formatted for the page's language. */
  readonly facts: Readonly<Record<string, string>>;
  /** h2 for a block of its own, h3 inside a section of the article. */
  readonly headingLevel: 2 | 3;
  /** The blocks are another site's, shown on a site that borrows them (the owner's imprint): what names that site itself stays out. */
  readonly borrowed?: boolean;
  /** Unique within the page, for ids and aria references. */
  readonly id: string;
  /** On a phone the block folds under its heading (the block's declaration asks for it). */
  readonly foldOnPhone?: boolean;
  /** On a wide screen the block stands beside its section's text (the block's declaration asks for it). */
  readonly beside?: boolean;
  /** The block's section is set as a tinted panel (the block's declaration asks for it). */
  readonly panel?: boolean;
  /** What the page's own route renders of its blocks. */
  readonly routeBlocks?: RouteBlockViews;
}

export interface BlockProps<K extends PageBlockKind> {
  readonly block: Extract<PageBlock, { kind: K }>;
  readonly context: BlockContext;
}
