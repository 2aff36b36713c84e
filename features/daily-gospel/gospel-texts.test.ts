import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { dayName, type LiturgyTranslator } from "./day-texts";
import { dateFormatFor, gospelDayView } from "./gospel-day-view";
import { localeTags, locales, type Locale } from "@/lib/i18n/locales";
import { CELEBRATION_KEYS, gospelDays, liturgicalDay } from "./liturgy";

type Tree = { [key: string]: unknown };
/** The parts of an ICU syntax tree that hold argument names. */
type IcuNode = { type: number; value?: unknown; options?: Record<string, { value: IcuNode[] }>; children?: IcuNode[] };

const files = Object.fromEntries(
  locales.map((locale) => [locale, JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Tree]),
) as Record<Locale, Tree>;
const liturgyOf = (locale: Locale): Tree => files[locale].liturgy as Tree;

function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === "object" && !Array.isArray(value) ? leaves(value as Tree, path) : [[path, value]];
  });
}

const englishLeaves = new Map(leaves(liturgyOf("en")));
const englishKeys = [...englishLeaves.keys()].sort();

// Argument types 1-6 (argument, number, date, time, select, plural) name a placeholder.
function placeholders(nodes: readonly IcuNode[], found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.type >= 1 && node.type <= 6 && typeof node.value === "string") found.add(node.value);
    for (const option of Object.values(node.options ?? {})) placeholders(option.value, found);
    if (node.children) placeholders(node.children, found);
  }
  return found;
}
const placeholdersOf = (message: string, locale: Locale): string[] =>
  [...placeholders(new IntlMessageFormat(message, locale).getAst() as unknown as IcuNode[])].sort();

function translatorFor(locale: Locale): LiturgyTranslator {
  return createTranslator({
    locale,
    // Typed loosely like the site's own messages, so that keys are checked at run time.
    messages: files[locale] as Record<string, unknown>,
    namespace: "liturgy",
    onError: (error) => {
      throw error;
    },
  });
}

describe("liturgy language files", () => {
  it.each(locales)("%s has exactly the keys of en", (locale) => {
    expect(leaves(liturgyOf(locale)).map(([key]) => key).sort()).toEqual(englishKeys);
  });

  it.each(locales)("%s names every celebration of the calendar, and nothing else", (locale) => {
    const celebrations = liturgyOf(locale).celebrations as Tree;
    expect(Object.keys(celebrations).sort()).toEqual([...CELEBRATION_KEYS].sort());
    for (const key of CELEBRATION_KEYS) {
      expect(typeof celebrations[key], key).toBe("string");
      expect((celebrations[key] as string).trim(), key).not.toBe("");
    }
  });

  it.each(locales)("%s templates parse and use the placeholders of en", (locale) => {
    for (const [key, message] of leaves(liturgyOf(locale))) {
      expect(typeof message, key).toBe("string");
      const english = englishLeaves.get(key) as string;
      expect(placeholdersOf(message as string, locale), key).toEqual(placeholdersOf(english, "en"));
    }
  });

  it.each(locales.filter((locale) => locale !== "en"))("%s is translated, not an English copy", (locale) => {
    const copies = leaves(liturgyOf(locale)).filter(
      ([key, value]) => typeof value === "string" && value.length > 12 && value === englishLeaves.get(key),
    );
    expect(copies).toEqual([]);
  });

  it.each(locales)("%s names every day of two liturgical years without a missing text", (locale) => {
    const t = translatorFor(locale);
    for (const day of gospelDays("2026-06-01", 400, 400)) {
      const name = dayName(t, day, localeTags[locale]);
      expect(name, day.date).not.toMatch(/[{}]|^(celebrations|seasons|weekdays|sundayOfSeason|weekdayOfSeason)\./);
      expect(name.length, day.date).toBeGreaterThan(2);
    }
  });
});

describe("texts of a day", () => {
  const today = "2025-11-30";
  const todayOf = (locale: Locale) => {
    const day = gospelDays(today, 30, 30).find((candidate) => candidate.isToday);
    if (!day) throw new Error("no day is today");
    return gospelDayView(translatorFor(locale), day, locale, dateFormatFor(locale));
  };

  it("builds the English entry for the First Sunday of Advent 2025", () => {
    expect(todayOf("en")).toEqual({
      date: "2025-11-30",
      isToday: true,
      dateLabel: "Sunday, November 30, 2025",
      shortDateLabel: "Sun, Nov 30",
      name: "First Sunday of Advent",
      season: "Advent",
      colour: "violet",
      colourName: "Violet",
      cycles: "Sunday cycle A · weekday cycle II",
      cyclePhrases: ["Sunday cycle A", "weekday cycle II"],
      href: "https://bible.usccb.org/bible/readings/113025.cfm",
      hrefLang: "en-US",
      inEnglish: false,
    });
  });

  it("formats the same English texts with IntlMessageFormat directly", () => {
    const english = liturgyOf("en");
    const format = (message: unknown, values: Record<string, string | number>) =>
      new IntlMessageFormat(message as string, "en").format(values);
    expect(format((english.sundayOfSeason as Tree).advent, { week: 1 })).toBe("First Sunday of Advent");
    expect(format(english.sundayCycle, { cycle: "A" })).toBe("Sunday cycle A");
    expect(format(english.weekdayCycle, { cycle: "II" })).toBe("weekday cycle II");
  });

  it("marks the link as English where no platform serves the language", () => {
    expect(todayOf("ru")).toMatchObject({ inEnglish: true, hrefLang: "en-US", name: "1-е воскресенье Адвента" });
    expect(todayOf("de")).toMatchObject({ inEnglish: false, hrefLang: "de-DE", name: "1. Adventssonntag" });
  });

  it.each([
    ["en", "2025-12-15", "Monday of the 3rd week of Advent"],
    ["de", "2025-12-15", "Montag der 3. Adventswoche"],
    ["it", "2025-12-15", "Lunedì della III settimana di Avvento"],
    ["es", "2025-12-15", "Lunes de la III semana de Adviento"],
    ["lt", "2025-12-15", "Advento III savaitės pirmadienis"],
    ["en", "2025-11-16", "Thirty-third Sunday in Ordinary Time"],
    ["lt", "2025-11-16", "XXXIII eilinis sekmadienis"],
    ["ar", "2025-11-16", "الأحد الثالث والثلاثون من الزمن العادي"],
    ["ar", "2025-11-27", "الخميس من الأسبوع الرابع والثلاثين من الزمن العادي"],
    ["en", "2026-02-19", "Thursday after Ash Wednesday"],
    ["lt", "2026-02-19", "Ketvirtadienis po Pelenų dienos"],
    ["en", "2026-04-07", "Tuesday within the Octave of Easter"],
    ["en", "2025-12-30", "Tuesday within the Octave of Christmas"],
    ["en", "2026-01-04", "Second Sunday after Christmas"],
    ["de", "2026-01-01", "Hochfest der Gottesmutter Maria"],
    ["en", "2025-11-21", "The Presentation of the Blessed Virgin Mary"],
  ] as const)("%s names %s “%s”", (locale, date, expected) => {
    expect(dayName(translatorFor(locale), liturgicalDay(date), localeTags[locale])).toBe(expected);
  });
});
