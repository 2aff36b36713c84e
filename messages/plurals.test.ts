import { readFileSync } from "node:fs";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { fillTemplate } from "@/lib/format/fill-template";
import { intlTag } from "@/lib/format/intl";
import { locales, type Locale } from "@/lib/i18n/locales";
import { placeholdersOf } from "@/lib/format/placeholders";

/**
 * Every text that puts a noun after a count, and the arguments that hold the counts. "1 variables",
 * "5 переменная" or "+2 taškai" come back as soon as one of them loses its plural forms.
 */
const COUNT_TEXTS: Record<string, readonly string[]> = {
  "auth.errors.rateLimited": ["minutes"],
  "auth.chat.counter": ["max"],
  "plc.variables.outside": ["size"],
  "plc.variables.summary": ["count", "size"],
  "plc.file.imported": ["count", "size"],
  "plc.fileErrors.badData": ["actual", "expected"],
  "plc.errors.wrongLength": ["expected"],
  "plc.errors.nameTooLong": ["max"],
  "autoclave.trend.chart": ["minutes"],
  "autoclave.trend.jointChart": ["minutes"],
  "morphemeGame.feedback.points": ["points"],
  "morphemeGame.teacher.moreErrors": ["count"],
  "morphemeGame.csvErrors.tooManyRows": ["max"],
  "morphemeGame.csvErrors.tooLong": ["max"],
  "storage.settings.browserData.total": ["count"],
  "storage.settings.log.help": ["max"],
  "storage.settings.log.shown": ["total"],
  "storage.settings.tidyUp.done": ["entries", "paths"],
  "languageEditor.summary": ["keys"],
  "languageEditor.done.filled": ["count"],
  "languageEditor.errors.rowCount": ["actual"],
  "languageEditor.download.changes": ["count"],
  "contentEditor.summary": ["total"],
  "contentEditor.done.saved": ["count"],
  "contentEditor.done.published": ["count"],
  "factsForm.changes": ["count"],
  // Site facts: the server formats them, so their branches repeat {name} instead of "#".
  "content.forum.start.sections.0.paragraphs.0": ["peopleMax"],
  "content.forum.start.sections.2.paragraphs.0": ["meetingWeeksMax"],
  "content.forum.blocks.glance.items.people.value": ["peopleMax"],
  "content.forum.blocks.glance.items.meetings.value": ["meetingWeeksMax"],
  "content.forum.blocks.visit.items.visitRegistered.value": ["visitRegistered"],
  "content.forum.blocks.press.items.prize.summary": ["volunteers"],
  "heroes.political.cards.forSale.note": ["rooms"],
  "content.peace.auschwitz.sections.3.paragraphs.0": ["stolpersteine"],
};

/** Counts whose words agree with them only in some languages (adjectives in es and it). */
const LOCAL_COUNT_TEXTS: Partial<Record<Locale, Record<string, readonly string[]>>> = {
  es: { "languageEditor.summary": ["keys", "empty", "same"] },
  it: { "languageEditor.summary": ["keys", "empty", "same"] },
};

const NUMBERS = [0, 1, 2, 5, 11, 21, 101];

type Tree = { [key: string]: unknown };
const read = (locale: Locale): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const at = (tree: Tree, path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}
// Plural elements of a parsed message with the categories they give, also nested in branches.
function pluralCategories(elements: readonly Element[], argument: string): string[][] {
  return elements.flatMap((element) => {
    const own = element.value === argument && element.options && "other" in element.options ? [Object.keys(element.options)] : [];
    const nested = Object.values(element.options ?? {}).flatMap((option) => pluralCategories(option.value, argument));
    return [...own, ...nested, ...pluralCategories(element.children ?? [], argument)];
  });
}

describe.each(locales)("counts in %s", (locale) => {
  const messages = read(locale);
  const needed = new Intl.PluralRules(intlTag(locale)).resolvedOptions().pluralCategories;

  it.each(Object.entries({ ...COUNT_TEXTS, ...LOCAL_COUNT_TEXTS[locale] }))("%s has every plural form the language needs", (key, counts) => {
    const text = at(messages, key);
    expect(typeof text, key).toBe("string");
    const elements = new IntlMessageFormat(text as string, intlTag(locale), undefined, { ignoreTag: true }).getAst() as Element[];
    for (const count of counts) {
      const plurals = pluralCategories(elements, count);
      expect(plurals.length, `${key}: {${count}, plural, …}`).toBeGreaterThan(0);
      for (const categories of plurals) expect(categories, `${key}: ${count}`).toEqual(expect.arrayContaining([...needed]));
    }
  });

  // Arabic says "two items" with the dual alone (بندان), without the figure before it.
  const countedByTheWord = (number: number) => locale === "ar" && new Intl.PluralRules("ar").select(number) === "two";

  it.each(Object.keys(COUNT_TEXTS))("%s renders 0, 1, 2, 5, 11, 21 and 101", (key) => {
    const template = at(messages, key) as string;
    for (const number of NUMBERS) {
      const values = Object.fromEntries(placeholdersOf(template).map((name) => [name, number]));
      const text = fillTemplate(template, values, locale);
      if (!countedByTheWord(number)) expect(text, key).toContain(String(number));
      expect(text, key).not.toMatch(/\{|\}/);
    }
  });
});

describe("fillTemplate", () => {
  it("picks the plural form of the page's language", () => {
    const russian = "{count, plural, one {# переменная} few {# переменные} many {# переменных} other {# переменной}}";
    expect([1, 2, 5, 21].map((count) => fillTemplate(russian, { count }, "ru"))).toEqual(["1 переменная", "2 переменные", "5 переменных", "21 переменная"]);
  });

  it("writes numbers the same way in plain arguments and in plural forms", () => {
    expect(fillTemplate("{count} of {max, plural, one {# character} other {# characters}}", { count: 1001, max: 1000 }, "en")).toBe("1,001 of 1,000 characters");
    expect(fillTemplate("{count} von {max}", { count: 1001, max: "1000" }, "de")).toBe("1.001 von 1000");
  });

  it("writes Western digits in Arabic, as the rest of the site does", () => {
    expect(fillTemplate("{count, plural, zero {# بند} one {# بند} two {# بندان} few {# بنود} many {# بندًا} other {# بند}}", { count: 11 }, "ar")).toBe("11 بندًا");
    expect(fillTemplate("{count} من {max, plural, zero {# حرف} one {# حرف} two {# حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}", { count: 12, max: 1000 }, "ar-SA")).toBe("12 من 1,000 حرف");
  });

  it("keeps unknown placeholders visible in plain and in plural texts", () => {
    expect(fillTemplate("{name} has {typo}", { name: "A" }, "en")).toBe("A has {typo}");
    expect(fillTemplate("{count, plural, one {# entry} other {# entries}} of {typo}", { count: 2 }, "en")).toBe("2 entries of {typo}");
  });

  it("fills a text ICU cannot read like a plain one instead of failing", () => {
    expect(fillTemplate("{count, plural, one {# entry} other {# entries} of {name}", { name: "A" }, "en")).toContain("A");
  });
});
