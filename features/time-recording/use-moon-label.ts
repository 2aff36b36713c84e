"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { DayMoonPhase } from "./astro/moon-phase";

/** "Waxing crescent (23 % illuminated)" in the page's language. */
export function useMoonLabel(intlLocale: string): (phase: DayMoonPhase) => string {
  const t = useTranslations("timeRecording.moon");
  return useCallback(
    (phase: DayMoonPhase) => `${t(phase.name)} (${t("illuminated", { percent: new Intl.NumberFormat(intlLocale, { style: "percent" }).format(phase.fraction) })})`,
    [t, intlLocale],
  );
}
