"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { isLocale, localeTags } from "@/lib/i18n/locales";

/** Formats a time (ms) as the page's language writes a date and a time. */
export function useTimeText(): (at: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(isLocale(locale) ? localeTags[locale] : undefined, { dateStyle: "medium", timeStyle: "short" });
    return (at: number) => format.format(at);
  }, [locale]);
}
