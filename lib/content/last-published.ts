import type { PublishedValue } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { SHARED } from "./text-scope";

/** Whether a published fact of `owner` at `path` changes the pages of `site`. */
export type FactReaches = (site: string, owner: string, path: string) => boolean;

/**
 * When a site's pages in `locale` last changed by a publish (ms since epoch): the facts that
 * reach them (its own; `factReaches` says which others do), its own texts in that language and
 * the shared ones; undefined when nothing published reaches them.
 */
export function lastPublishedAt(values: readonly PublishedValue[], site: string, locale: Locale, factReaches: FactReaches): number | undefined {
  let latest: number | undefined;
  for (const value of values) {
    const reaches = value.kind === "fact" ? factReaches(site, value.owner, value.key) : value.locale === locale && (value.owner === site || value.owner === SHARED);
    if (reaches && (latest === undefined || value.at > latest)) latest = value.at;
  }
  return latest;
}
