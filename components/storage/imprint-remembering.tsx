import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { LazyRememberSwitch } from "./lazy-remember-switch";
import type { RememberTexts } from "./remember-switch";

/** The local-storage consent on /imprint, for every visitor (DESIGN §4). */
export async function ImprintRemembering({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "storage" });
  return (
    <section className="article" aria-labelledby="remembering-heading">
      <h2 id="remembering-heading">{t("remember.heading")}</h2>
      <p>{t("remember.intro")}</p>
      <LazyRememberSwitch texts={t.raw("remember") as RememberTexts} />
    </section>
  );
}
