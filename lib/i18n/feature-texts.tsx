import { NextIntlClientProvider } from "next-intl";
import type { Messages } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "./locales";
import { loadMessages } from "./messages";

export type TextNamespace = keyof Messages;

/**
 * Hands the client components below it the texts of the named groups only, so a page ships
 * the texts of the tools it shows and public pages ship none. Client components read them
 * with `useTranslations("<group>")`.
 */
export async function FeatureTexts({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly TextNamespace[];
  children: ReactNode;
}) {
  const all = (await loadMessages(locale)) as Record<string, unknown>;
  const picked = Object.fromEntries(namespaces.map((name) => [name, all[name]]));
  return (
    <NextIntlClientProvider locale={locale} messages={picked}>
      {children}
    </NextIntlClientProvider>
  );
}
