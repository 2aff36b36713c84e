import { formatTag } from "@/lib/format/intl";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { localeTags } from "@/lib/i18n/locales";
import { isInterlockId, type InterlockId } from "./model/interlocks";
import type { Autoclave, PlantEvent } from "./model/types";

/** The simulation's texts (`autoclave` group) and its number formats, in the page's language. */
export function useAutoclaveTexts() {
  const t = useTranslations("autoclave");
  const locale = useLocale();
  const celsius = t("autoclave.celsius");
  const formats = useMemo(() => formatsFor(localeTags[locale], celsius), [locale, celsius]);
  return { t, formats };
}

export type AutoclaveTranslate = ReturnType<typeof useAutoclaveTexts>["t"];

export interface Formats {
  /** The page's BCP 47 tag: it also picks the plural forms of the texts' counts. */
  localeTag: string;
  temperature: (celsius: number) => string;
  pressure: (bar: number) => string;
  number: (value: number, digits: number) => string;
  clock: (seconds: number) => string;
  minutes: (seconds: number) => string;
}

/** Numbers in the page's language (Arabic gets its own digits), units as engineers write them. */
function formatsFor(localeTag: string, celsius: string): Formats {
  const cache = new Map<number, Intl.NumberFormat>();
  const number = (value: number, digits: number) => {
    let format = cache.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(formatTag(localeTag), { minimumFractionDigits: digits, maximumFractionDigits: digits });
      cache.set(digits, format);
    }
    // Rounding a tiny negative value would show "-0.000".
    const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
    return format.format(rounded === 0 ? 0 : value);
  };
  const two = new Intl.NumberFormat(formatTag(localeTag), { minimumIntegerDigits: 2, useGrouping: false });
  const clock = (seconds: number) => {
    const whole = Math.max(0, Math.floor(seconds));
    return `${two.format(Math.floor(whole / 3600))}:${two.format(Math.floor(whole / 60) % 60)}:${two.format(whole % 60)}`;
  };
  return {
    localeTag,
    temperature: (value) => `${number(value, 1)} ${celsius}`,
    pressure: (bar) => number(bar, 3),
    number,
    clock,
    minutes: (seconds) => clock(seconds).slice(3),
  };
}

export function autoclaveName(t: AutoclaveTranslate, id: number, short = false): string {
  return t(short ? "autoclave.short" : "autoclave.name", { number: String(id).padStart(2, "0") });
}

/** "Pre-vacuum 2/3 · steam pulse", "Sterilising", "Fault: Vacuum not reached". */
export function phaseText(t: AutoclaveTranslate, autoclave: Autoclave, pulses: number): string {
  if (autoclave.phase === "prevacuum") return pulseText(t, autoclave.pulse, pulses, autoclave.pulseStep);
  return t(`phases.${autoclave.phase}`);
}

function pulseText(t: AutoclaveTranslate, pulse: number, pulses: number, step: "evacuate" | "inject"): string {
  return `${t("phases.prevacuum")} ${pulse}/${pulses} · ${step === "evacuate" ? t("autoclave.evacuate") : t("autoclave.inject")}`;
}

export function doorText(t: AutoclaveTranslate, autoclave: Autoclave): string {
  if (autoclave.door === "open") return t("doors.open");
  return autoclave.coils.doorRelease ? t("doors.closed") : t("doors.locked");
}

export function interlockText(t: AutoclaveTranslate, id: InterlockId): string {
  return t(`interlocks.${id}`);
}

export function eventText(t: AutoclaveTranslate, event: PlantEvent): string {
  switch (event.kind) {
    case "phase":
      return t("log.phase", { phase: t(`phases.${event.phase}`) });
    case "pulse":
      return t("log.phase", { phase: pulseText(t, event.pulse, event.pulses, event.step) });
    case "fault":
      return t("log.fault", { fault: t(`faults.${event.fault}`) });
    case "result":
      return t(`results.${event.result}`);
    case "door":
      return event.door === "open" ? t("log.doorOpened") : t("log.doorClosed");
    case "refused":
      return t("log.refused", {
        command: t(`actions.${event.command}`),
        reasons: event.reasons.map((reason) => (isInterlockId(reason) ? t(`interlocks.${reason}`) : reason)).join("; "),
      });
    case "central":
      return t(`log.${event.signal}`);
  }
}
