import "server-only";
import type { ReactNode } from "react";
import { createTranslator } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { Locale } from "./locales";
import type { Messages } from "./messages";

type Values = Record<string, string | number | Date>;

/** A translator whose keys are plain strings. */
export interface DataTranslator {
  (key: string, values?: Values): string;
  has(key: string): boolean;
  raw(key: string): unknown;
  /** A text with tags (`<name>…</name>`), each rendered by its function of the same name. */
  rich(key: string, tags: Record<string, (chunks: ReactNode) => ReactNode>): ReactNode;
}

/**
 * Texts looked up by keys built from site data (`content.<site>.<page>`, `heroes.<site>`,
 * a block's items), which the typed messages cannot check at compile time: the content tests
 * check instead that every key the registry and the site data name exists in every language.
 * This file is the one place where a translator is loosened to string keys.
 */
export async function getDataTexts(locale: Locale, namespace?: string): Promise<DataTranslator> {
  const translator: unknown = await getTranslations({ locale, namespace: namespace as never });
  return translator as DataTranslator;
}

/** The same over messages the caller put together, where no request config applies (a route handler). */
export function dataTextsFrom(locale: Locale, messages: Messages): DataTranslator {
  const translator: unknown = createTranslator({ locale, messages });
  return translator as DataTranslator;
}
