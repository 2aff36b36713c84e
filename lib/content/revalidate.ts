import "server-only";
import { revalidatePath } from "next/cache";
import { locales, type Locale } from "@/lib/i18n/locales";
import { EVERY_PAGE_TAG, expirePageTags, pathTag } from "@/lib/server/page-cache/page-cache-state.mjs";
import { MEMBER_ACCESS_NAMES } from "@/lib/auth/member-access";
import { SITE_FILE_ADDRESSES } from "@/lib/tenancy/hosts/routing";
import { isKeptRoute, keptPagePath } from "@/lib/tenancy/kept-pages";
import { routesOf, sites } from "@/lib/tenancy/sites/registry";
import { siteIds, type SiteId } from "@/lib/tenancy/sites/types";
import { canonicalPath } from "@/lib/tenancy/view-context";
import type { PublishedValue } from "@/lib/db/content";
import { SHARED } from "./text-scope";

/**
 * What a publish changed: one site's pages in some languages, or every page (a shared text). A
 * fact also reaches every site's imprint: the facts of one site hold the record of the person who
 * runs the server, which the other sites' imprints show (features/site-pages/data).
 */
export type PublishedScope = { readonly site: SiteId; readonly locales: readonly Locale[]; readonly everyImprint?: boolean } | "every-site";

/**
 * The pages a scope shows on, as Next.js tags them: a page's tags are its route pattern's
 * layouts and its own path (`/forum/en/peace`, as the middleware rewrites a host's request).
 * A shared text is on every page of every site; a site's text or fact on the site's public
 * pages in those languages, and on its sitemap.
 */
function pagePathsOf(scope: Exclude<PublishedScope, "every-site">): string[] {
  const routes = routesOf(sites[scope.site]);
  const paths = new Set(routes.filter((route) => route.access === "public").map((route) => canonicalPath(route.path)));
  const kept = routes.filter(isKeptRoute).map((route) => route.path);
  return [...new Set(scope.locales)]
    .flatMap((locale) => [
      ...[...paths].map((path) => `/${scope.site}/${locale}${path}`),
      ...kept.flatMap((path) => MEMBER_ACCESS_NAMES.map((access) => keptPagePath(scope.site, locale, access, path))),
    ])
    .concat(siteFilePathsOf(scope.site, "/site-map"), siteFilePathsOf(scope.site, "/share-picture"), scope.everyImprint ? IMPRINTS_AND_SITEMAPS : []);
}

const IMPRINT = "/imprint";

const sitesWithImprint = siteIds.filter((site) => routesOf(sites[site]).some((route) => route.access === "public" && canonicalPath(route.path) === IMPRINT));

/** Every site's imprint in every language, and its sitemap, which dates it (the registry is fixed for the process). */
const IMPRINTS_AND_SITEMAPS = sitesWithImprint.flatMap((site) => [...locales.map((locale) => `/${site}/${locale}${IMPRINT}`), `/${site}/site-map`]);

/**
 * A site file as Next.js tags it: the build under the route the middleware rewrites to, a render at
 * run time under the address the visitor asked for (`/sitemap.xml`, the same on every site).
 */
const siteFilePathsOf = (site: SiteId, route: "/site-map" | "/share-picture") => [`/${site}${route}`, SITE_FILE_ADDRESSES[route]];

/**
 * In the request that published: marks the pages stale with Next's own API; the page cache
 * (lib/server/page-cache) renders them anew on their next request, with their own CSP and ETag.
 */
export function revalidatePublished(scope: PublishedScope): void {
  if (scope === "every-site") revalidatePath("/[site]/[locale]", "layout");
  for (const path of scope === "every-site" ? siteFilePaths() : pagePathsOf(scope)) revalidatePath(path);
  expireAgainAfterRenders(tagsOf([scope]));
}

/** What each site serves besides its pages and shows published texts in (the sitemap's dates). */
const siteFilePaths = () => [...new Set(siteIds.flatMap((site) => siteFilePathsOf(site, "/site-map")))];

/** Each tag once: the facts of several sites all reach every imprint. */
const tagsOf = (scopes: readonly PublishedScope[]) => [
  ...new Set(scopes.flatMap((scope) => (scope === "every-site" ? [EVERY_PAGE_TAG, ...siteFilePaths().map(pathTag)] : pagePathsOf(scope).map(pathTag)))),
];

const isSite = (owner: string): owner is SiteId => Object.hasOwn(sites, owner);

/**
 * A fact shows in every language; so do a site's English title and description, which its share
 * picture draws and every language's pages name in their og:image address.
 */
const showsInEveryLanguage = (value: PublishedValue) =>
  value.kind === "fact" || (value.locale === "en" && (value.key === `sites.${value.owner}.title` || value.key === `sites.${value.owner}.description`));

/** Where published values show: a text in its language (everywhere when shared), a fact in every language. */
export function scopesOf(values: readonly PublishedValue[]): PublishedScope[] {
  if (values.some((value) => value.kind === "text" && value.owner === SHARED)) return ["every-site"];
  const bySite = new Map<SiteId, { languages: Set<Locale>; facts: boolean }>();
  for (const value of values) {
    if (!isSite(value.owner)) continue;
    const scope = bySite.get(value.owner) ?? { languages: new Set<Locale>(), facts: false };
    for (const locale of showsInEveryLanguage(value) ? locales : locales.filter((known) => known === value.locale)) scope.languages.add(locale);
    scope.facts ||= value.kind === "fact";
    bySite.set(value.owner, scope);
  }
  return [...bySite].map(([site, { languages, facts }]) => ({ site, locales: [...languages], ...(facts ? { everyImprint: true } : {}) }));
}

// A page that was being rendered while the new version arrived is stored after the moment of the
// change, with the old texts; pages are rendered in well under this time.
const IN_FLIGHT_RENDER_MS = 2000;

/**
 * Outside a request (a publish on another replica, or one made before this process started):
 * the same pages are made stale in this process's page cache, and once more when renders that
 * began before the change have finished.
 */
export function expirePublishedPages(values: readonly PublishedValue[]): void {
  const tags = tagsOf(scopesOf(values));
  if (tags.length === 0) return;
  expirePageTags(tags);
  expireAgainAfterRenders(tags);
}

function expireAgainAfterRenders(tags: readonly string[]): void {
  setTimeout(() => expirePageTags(tags), IN_FLIGHT_RENDER_MS).unref();
}
