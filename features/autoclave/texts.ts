import type english from "@/messages/en.json";
import { fillTemplate } from "@/lib/format/fill-template";
import type { InterlockId } from "@/features/autoclave/model/interlocks";
import type { Autoclave, PlantEvent } from "@/features/autoclave/model/types";

/** The `autoclave` group of messages/<locale>.json (English fills what a language lacks). */
export type AutoclaveTexts = (typeof english)["autoclave"];

export const fill = fillTemplate;

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
export function formatsFor(localeTag: string, celsius: string): Formats {
  const cache = new Map<number, Intl.NumberFormat>();
  const number = (value: number, digits: number) => {
    let format = cache.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(localeTag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      cache.set(digits, format);
    }
    // Rounding a tiny negative value would show "-0.000".
    const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
    return format.format(rounded === 0 ? 0 : value);
  };
  const two = new Intl.NumberFormat(localeTag, { minimumIntegerDigits: 2, useGrouping: false });
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

export function autoclaveName(texts: AutoclaveTexts, id: number, short = false): string {
  return fill(short ? texts.autoclave.short : texts.autoclave.name, { number: String(id).padStart(2, "0") });
}

/** "Pre-vacuum 2/3 · steam pulse", "Sterilising", "Fault: Vacuum not reached". */
export function phaseText(texts: AutoclaveTexts, autoclave: Autoclave, pulses: number): string {
  if (autoclave.phase === "prevacuum") return pulseText(texts, autoclave.pulse, pulses, autoclave.pulseStep);
  return texts.phases[autoclave.phase];
}

function pulseText(texts: AutoclaveTexts, pulse: number, pulses: number, step: "evacuate" | "inject"): string {
  return `${texts.phases.prevacuum} ${pulse}/${pulses} · ${step === "evacuate" ? texts.autoclave.evacuate : texts.autoclave.inject}`;
}

export function doorText(texts: AutoclaveTexts, autoclave: Autoclave): string {
  if (autoclave.door === "open") return texts.doors.open;
  return autoclave.coils.doorRelease ? texts.doors.closed : texts.doors.locked;
}

export function interlockText(texts: AutoclaveTexts, id: InterlockId): string {
  return texts.interlocks[id];
}

export function eventText(texts: AutoclaveTexts, event: PlantEvent): string {
  switch (event.kind) {
    case "phase":
      return fill(texts.log.phase, { phase: texts.phases[event.phase] });
    case "pulse":
      return fill(texts.log.phase, { phase: pulseText(texts, event.pulse, event.pulses, event.step) });
    case "fault":
      return fill(texts.log.fault, { fault: texts.faults[event.fault] });
    case "result":
      return texts.results[event.result];
    case "door":
      return event.door === "open" ? texts.log.doorOpened : texts.log.doorClosed;
    case "refused":
      return fill(texts.log.refused, {
        command: texts.actions[event.command],
        reasons: event.reasons.map((reason) => (reason in texts.interlocks ? texts.interlocks[reason as InterlockId] : reason)).join("; "),
      });
    case "central":
      return texts.log[event.signal];
  }
}
