import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";
import { LazyRememberSwitch } from "./lazy-remember-switch";

/** The texts the switch reads (`useTranslations("storage.remember")`). */
const SWITCH_KEYS = ["switch", "on", "off", "confirmOff", "confirmOffButton", "cancel"] as const;

/**
 * The local-storage consent on /imprint, for every visitor; a box of the imprint route. A site
 * without sign-in says it sets no cookie at all (not that signing in sets one).
 */
export async function ImprintRemembering({ view, locale, headingId }: { view: ViewDefinition; locale: Locale; headingId: string }) {
  const t = await getTranslations({ locale, namespace: "storage" });
  // The imprint is a public page: it ships the switch's own texts, not the whole settings group.
  const switchTexts = Object.fromEntries(SWITCH_KEYS.map((key) => [key, t(`remember.${key}`)]));
  return (
    <>
      <h2 id={headingId}>{t("remember.heading")}</h2>
      <p>{t(view.authMenu ? "remember.intro" : "remember.introWithoutSignIn")}</p>
      <LazyRememberSwitch locale={locale} messages={{ storage: { remember: switchTexts } }} />
    </>
  );
}
