import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { LazyRememberSwitch } from "./lazy-remember-switch";
import type { RememberTexts } from "./remember-switch";

/** The local-storage consent on /imprint, for every visitor, signed in or not; a block of components/imprint/sections.tsx. */
export async function ImprintRemembering({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "storage" });
  return (
    <div className="article">
      <h2>{t("remember.heading")}</h2>
      <p>{t("remember.intro")}</p>
      <LazyRememberSwitch texts={t.raw("remember") as RememberTexts} />
    </div>
  );
}
