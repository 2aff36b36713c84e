"use client";

import { useEffect } from "react";
import { writeBaseData } from "@/lib/client/base-data";

/** Remembers the language the visitor reads in (upper-case short form, SPEC §4). */
export function RememberLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    writeBaseData({ language: locale.toUpperCase() });
  }, [locale]);
  return null;
}
