/** Keys the page shell checks on every page, kept apart from their groups' code so that stays out of public pages. */
export const LANGUAGE_PREVIEW_KEY = "languagePreview";
/** The in-browser log (its group, entries and cap: log.ts). */
export const LOG_KEY = "log";
