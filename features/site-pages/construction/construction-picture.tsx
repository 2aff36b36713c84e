import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { ConstructionIllustration } from "./construction-illustration";
import styles from "./construction-page.module.css";

/**
 * The building site in its frame with its "coming later" tag: the construction notice's picture,
 * and its sign-in page's (pages/site-picture.tsx), without the rest of the notice's page.
 */
export async function ConstructionPicture({ locale, crop = false }: { locale: Locale; crop?: boolean }) {
  const t = await getTranslations({ locale });
  return (
    <figure className={styles.picture}>
      <ConstructionIllustration className={styles.illustration} crop={crop} />
      <figcaption className={styles.badge}>{t("constructionNotice.comingLater")}</figcaption>
    </figure>
  );
}
