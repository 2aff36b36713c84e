import { getRequestConfig } from "next-intl/server";
import { markMissingTexts } from "@/lib/env/texts";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { currentOverlay, withOverlay } from "@/lib/content/overlay";
import { overrideTexts } from "@/lib/content/override-texts";
import { previewTexts } from "@/lib/content/preview-texts";
import { loadMessages } from "@/lib/i18n/messages";
import { requestSite } from "@/lib/i18n/request-site";

/** Starts the text shown for a missing or unformattable message in development and test builds. */
export const MISSING_MARK = "[missing message: ";
const markMissing = markMissingTexts();

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  // The build's texts with what editors published for every site and for this page's site.
  const published = withOverlay(await currentOverlay(), await loadMessages(locale), locale, requestSite());
  const drafts = previewTexts();
  return {
    locale,
    // An editor's preview (and only hers, rendered for her request) shows her drafts over them.
    messages: drafts ? overrideTexts(published, drafts) : published,
    // English is merged under every locale; a key missing even there shows its last segment
    // in words instead of a dotted key. Development and test builds mark it so checks find it.
    getMessageFallback: ({ namespace, key }) =>
      markMissing
        ? `${MISSING_MARK}${namespace ? `${namespace}.` : ""}${key}]`
        : (key.split(".").pop()?.replace(/([a-z])([A-Z])/g, "$1 $2") ?? key),
    onError: (error) => {
      if (process.env.NODE_ENV !== "production") console.error(error.message);
    },
  };
});
