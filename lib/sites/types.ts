import type { SiteHero } from "./hero";

export const siteIds = [
  "syma",
  "vault",
  "peace",
  "writing",
  "morpheme",
  "forum",
  "political",
  "languages",
  "lobby",
  "tax",
] as const;
export type SiteId = (typeof siteIds)[number];

/** Who may open a route; the server checks it on every request for non-public routes. */
export type RouteAccess = "public" | "session" | "entitled";

/**
 * Route paths are written without the locale prefix, e.g. "/cv" or "/intern/1971".
 * `page` names the content that renders there; it is also the translation key of its title.
 */
export interface RouteDefinition {
  readonly path: string;
  readonly page: string;
  readonly access: RouteAccess;
  /** Only present on the site when its extra-pages flag is on (SPEC §6). */
  readonly extra?: boolean;
  /**
   * Public route served by a folder of its own under app/[domain]/[locale]/ (e.g. to be renewed
   * on a schedule) instead of the catch-all page, which then leaves it out.
   */
  readonly ownSegment?: boolean;
}

export interface MenuItem {
  readonly path: string;
  /** Translation key under `paths`; defaults to the page of the route. */
  readonly label: string;
  readonly entitled: boolean;
}

export interface SiteTheme {
  /** Accent colour on the dark background (the default look). */
  readonly accentDark: string;
  /** Accent colour on the light background (`light-mode` body class). */
  readonly accentLight: string;
}

export interface SiteDefinition {
  readonly id: SiteId;
  readonly routeTable: "personal" | "vault" | "peace" | "writing" | "morpheme" | "forum" | "default" | "provisional" | "construction";
  /** Site-specific routes in menu order, added to the shared routes of every table. */
  readonly routes: readonly RouteDefinition[];
  /** Menu paths after /start (auth entries follow when `authMenu` is on). */
  readonly menu: readonly string[];
  readonly authMenu: boolean;
  readonly extraPages: boolean;
  /** Chat and documents need the account's `entitled` flag (SPEC §2 "entitlement property"). */
  readonly docNeedsEntitlement: boolean;
  /** When on, non-entitled menu items still navigate (SPEC §2 "general entitlement"). */
  readonly generalEntitlement: boolean;
  readonly theme: SiteTheme;
  readonly logo?: { readonly light: string; readonly dark: string };
  /** Whose imprint the /imprint page shows (the server owner's for sites without their own). */
  readonly imprintSite?: SiteId;
  /** The start page is the construction-site notice. */
  readonly underConstruction: boolean;
  /** The start page's first screen and layout; the construction notice has none. */
  readonly hero?: SiteHero;
}
