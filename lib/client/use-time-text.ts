"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { isolated } from "@/lib/format/bidi";
import { formatTag } from "@/lib/format/intl";

/** Formats a time (ms) as the page's language writes a date and a time, isolated within its sentence. */
export function useTimeText(): (at: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    // Western digits in Arabic and the 24-hour clock in Tamil, as the rest of the site writes them.
    const format = new Intl.DateTimeFormat(formatTag(locale), { dateStyle: "medium", timeStyle: "short" });
    return (at: number) => isolated(format.format(at));
  }, [locale]);
}
