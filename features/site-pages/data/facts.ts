import type { Locale } from "@/lib/i18n/locales";
import type { Fact, Facts } from "./types";
import { formatArea, formatDate, formatMoney, formatNumber, formatTime, formatYear } from "@/lib/format/intl";

export function formatFact(fact: Fact, locale: Locale): string {
  switch (fact.kind) {
    case "number":
      return formatNumber(fact.value, locale);
    case "money":
      return formatMoney(fact.value, fact.currency, locale);
    case "time":
      return formatTime(fact.value, locale);
    case "date":
      return formatDate(fact.value, locale, fact.style ?? "long");
    case "year":
      return formatYear(fact.value, locale);
    case "area":
      return formatArea(fact.value, locale);
    case "text":
      return fact.value;
  }
}

/** Every fact of a site as the text that replaces its `{name}` in the page's language. */
export function formatFacts(facts: Facts, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, formatFact(fact, locale)]));
}
