import "server-only";
import { dataTextsFrom, type DataTranslator } from "@/lib/i18n/data-texts";
import type { Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { currentOverlay, withOverlay } from "./overlay";

/**
 * A site's texts in one language as visitors read them (the build's with what its editors
 * published), where no page's request config applies: a route handler has no per-request state
 * that would tell next-intl which site's published texts to lay over the build's (a mail, the
 * share picture).
 */
export async function publishedTextsOf(site: string, locale: Locale): Promise<DataTranslator> {
  return dataTextsFrom(locale, withOverlay(await currentOverlay(), await loadMessages(locale), locale, site));
}
