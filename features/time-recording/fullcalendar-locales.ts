import arLocale from "@fullcalendar/react/locales/ar";
import deLocale from "@fullcalendar/react/locales/de";
import esLocale from "@fullcalendar/react/locales/es";
import itLocale from "@fullcalendar/react/locales/it";
import ltLocale from "@fullcalendar/react/locales/lt";
import ruLocale from "@fullcalendar/react/locales/ru";
import taLocale from "@fullcalendar/react/locales/ta-in";
import type { LocaleInput } from "@fullcalendar/react";
import type { Locale } from "@/lib/i18n/locales";

/** FullCalendar's own translations of its buttons and labels; English is built in. */
export const fullCalendarLocales: readonly LocaleInput[] = [arLocale, deLocale, esLocale, itLocale, ltLocale, ruLocale, taLocale];

export const fullCalendarLocaleCode: Record<Locale, string> = {
  en: "en",
  de: "de",
  es: "es",
  ru: "ru",
  ar: "ar",
  lt: "lt",
  it: "it",
  ta: "ta-in",
};
