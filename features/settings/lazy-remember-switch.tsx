"use client";

import { lazy, Suspense } from "react";
import type { AbstractIntlMessages } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
// Imported here so the switch is styled from the first paint, before its code arrives.
import "@/components/tool-ui/controls.module.css";

const RememberSwitchWithTexts = lazy(() =>
  import("./remember-switch-with-texts").then((module) => ({ default: module.RememberSwitchWithTexts })),
);

/**
 * The remembering switch for /imprint: rendered on the server like any component, but its code,
 * the texts runtime and the confirmation dialog's are a chunk of their own, so the other public
 * pages, which share one bundle with the imprint, do not load them.
 */
export function LazyRememberSwitch({ locale, messages }: { locale: Locale; messages: AbstractIntlMessages }) {
  return (
    <Suspense fallback={null}>
      <RememberSwitchWithTexts locale={locale} messages={messages} />
    </Suspense>
  );
}
