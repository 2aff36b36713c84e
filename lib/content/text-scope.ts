import { META_KEYS } from "@/lib/i18n/meta-keys";
import { sites } from "@/lib/tenancy/sites/registry";
import { siteIds, type SiteId } from "@/lib/tenancy/sites/types";

/** The owner of a text every site shows (errors, the members' area, shared menu entries). */
export const SHARED = "*";
export type TextOwner = SiteId | typeof SHARED;

/** What an editor may change: the sites she is editor of, or every site (editor-roles.ts). */
export type EditorScope = { readonly everySite: true } | { readonly everySite: false; readonly sites: readonly string[] };

const SITE_GROUPS = ["content", "heroes", "sites"];

/**
 * Whose text a key is, seen from `site` (the site the editor works on): a site's content, hero
 * and title (`content.forum.…`) are that site's, the menu labels of its own routes (`paths.cv` on
 * syma) are the site's own version of that label, and every other key is shared by all sites.
 */
export function ownerOfText(key: string, site: SiteId): TextOwner {
  const [group, second] = key.split(".");
  if (group && SITE_GROUPS.includes(group) && (siteIds as readonly string[]).includes(second ?? "")) return second as SiteId;
  if (group === "paths" && key === `paths.${second}` && sites[site].routes.some((route) => route.page === second)) return site;
  return SHARED;
}

/** Whether the scope covers texts of `owner`: a site's own, or shared ones only for an editor of every site. */
export function mayEditText(scope: EditorScope, owner: TextOwner): boolean {
  if (scope.everySite) return true;
  return owner !== SHARED && scope.sites.includes(owner);
}

/** Keys that describe the language file rather than a text (also the entries of its dependency list): never edited. */
export function isEditableKey(key: string): boolean {
  return !(META_KEYS as readonly string[]).includes(key.split(".")[0] ?? key);
}
