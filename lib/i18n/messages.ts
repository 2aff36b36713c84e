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

const merged = new Map<Locale, Promise<Messages>>();

/**
 * A locale's texts over the English ones, so a missing key shows English, never a raw key.
 * Merged once per locale and process: every page rendered on request needs them.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = merged.get(locale);
  if (!messages) {
    messages = (async () => {
      const english = await loadMessageFile("en");
      return locale === "en" ? english : mergeMessages(english, await loadMessageFile(locale));
    })();
    merged.set(locale, messages);
  }
  return messages;
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
