import type { useTranslations } from "next-intl";
import type { LiturgicalDay, Weekday } from "./liturgy";

/** A translator of the `liturgy` group: next-intl's own type, the same on the server and in tests. */
export type LiturgyTranslator = ReturnType<typeof useTranslations<"liturgy">>;

const WEEKDAY_KEYS = {
  0: "sunday",
  1: "monday",
  2: "tuesday",
  3: "wednesday",
  4: "thursday",
  5: "friday",
  6: "saturday",
} as const satisfies Record<Weekday, string>;

/** The celebration of the day, else its place in the season ("Monday of the 3rd week of Advent"). */
export function dayName(t: LiturgyTranslator, day: LiturgicalDay, localeTag: string): string {
  if (day.celebration) return t(`celebrations.${day.celebration}`);
  const weekday = t(`weekdays.${WEEKDAY_KEYS[day.weekday]}`);
  return capitalise(seasonalName(t, day, weekday), localeTag);
}

type Cycles = Pick<LiturgicalDay, "sundayCycle" | "weekdayCycle">;

/** "Sunday cycle A" and "weekday cycle II", each a phrase a line may not cut. */
export function cycleTexts(t: LiturgyTranslator, cycles: Cycles): readonly [sunday: string, weekday: string] {
  return [t("sundayCycle", { cycle: cycles.sundayCycle }), t("weekdayCycle", { cycle: cycles.weekdayCycle })];
}

/** "Sunday cycle A · weekday cycle II". */
export function cyclesText(t: LiturgyTranslator, cycles: Cycles): string {
  return cycleTexts(t, cycles).join(CYCLE_SEPARATOR);
}

export const CYCLE_SEPARATOR = " · ";

function seasonalName(t: LiturgyTranslator, day: LiturgicalDay, weekday: string): string {
  const { season, week } = day;
  if (season === "christmas") {
    // Every other Sunday of Christmas Time keeps a celebration of its own.
    if (day.weekday === 0) return t("christmasSunday");
    return t(isInChristmasOctave(day.date) ? "christmasOctave" : "christmasWeekday", { weekday });
  }
  if (season === "triduum" || week === null) return t(`seasons.${season}`);
  return day.weekday === 0
    ? t(`sundayOfSeason.${season}`, { week })
    : t(`weekdayOfSeason.${season}`, { week, weekday });
}

function isInChristmasOctave(isoDate: string): boolean {
  return isoDate.slice(5) >= "12-26";
}

// Some languages write weekdays in lower case yet start a name with one.
function capitalise(text: string, localeTag: string): string {
  const [first = "", ...rest] = text;
  return first.toLocaleUpperCase(localeTag) + rest.join("");
}
