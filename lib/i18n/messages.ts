import type { Locale } from "./locales";

export type Messages = { [key: string]: string | Messages | unknown };

export { META_KEYS } from "./meta-keys";

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("@/messages/en.json"),
  de: () => import("@/messages/de.json"),
  es: () => import("@/messages/es.json"),
  ru: () => import("@/messages/ru.json"),
  ar: () => import("@/messages/ar.json"),
  lt: () => import("@/messages/lt.json"),
  it: () => import("@/messages/it.json"),
  ta: () => import("@/messages/ta.json"),
};

export async function loadMessageFile(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

/** A locale's texts over the English ones, so a missing key shows English, never a raw key. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const english = await loadMessageFile("en");
  if (locale === "en") return english;
  return mergeMessages(english, await loadMessageFile(locale));
}

export function mergeMessages(base: Messages, override: Messages): Messages {
  const result: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const below = result[key];
    if (isGroup(value) && isGroup(below)) result[key] = mergeMessages(below, value);
    else if (value !== "" && value !== null && value !== undefined) result[key] = value;
  }
  return result;
}

function isGroup(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
