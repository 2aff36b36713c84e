import { getTranslations } from "next-intl/server";
import type { ImprintSectionProps } from "@/components/imprint/sections";
import { LazyRememberSwitch } from "./lazy-remember-switch";
import type { RememberTexts } from "./remember-switch";

/** The local-storage consent on /imprint, for every visitor (DESIGN §4); a block of components/imprint/sections.tsx. */
export async function ImprintRemembering({ locale }: ImprintSectionProps) {
  const t = await getTranslations({ locale, namespace: "storage" });
  return (
    <div className="article">
      <h2>{t("remember.heading")}</h2>
      <p>{t("remember.intro")}</p>
      <LazyRememberSwitch texts={t.raw("remember") as RememberTexts} />
    </div>
  );
}
