"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { RememberSwitch } from "./remember-switch";

/** The switch with its own texts provider: both arrive in one chunk, only on the page that shows them. */
export function RememberSwitchWithTexts({ locale, messages }: { locale: Locale; messages: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <RememberSwitch />
    </NextIntlClientProvider>
  );
}
