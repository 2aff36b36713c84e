import type { PublishedValue } from "@/lib/db/content";
import type { Locale } from "@/lib/i18n/locales";
import { SHARED } from "./text-scope";

/**
 * When a site's pages in `locale` last changed by a publish (ms since epoch): its facts, its own
 * texts in that language and the shared ones; undefined when nothing published reaches them.
 */
export function lastPublishedAt(values: readonly PublishedValue[], site: string, locale: Locale): number | undefined {
  let latest: number | undefined;
  for (const value of values) {
    const reaches = value.kind === "fact" ? value.owner === site : value.locale === locale && (value.owner === site || value.owner === SHARED);
    if (reaches && (latest === undefined || value.at > latest)) latest = value.at;
  }
  return latest;
}
