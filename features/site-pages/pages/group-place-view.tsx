import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/tenancy/view-context";
import type { GroupPlace } from "./group-place";
import styles from "./group-place.module.css";

/** Above a course page's title: the course's name and the page's place in it ("Course · Part 2 of 6"). */
export async function GroupPlaceLine({ place, locale }: { place: GroupPlace; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "shellFrame" });
  return (
    <p className={styles.line} data-group-place="">
      <span className={styles.group}>{t(`menuGroups.${place.group}`)}</span>
      <span className={styles.part}>{t("groupPlace.part", { number: place.number, count: place.count })}</span>
    </p>
  );
}

/** At a course page's end: the part before and the part after, by the names the menu gives them. */
export async function GroupPlaceNav({ place, locale }: { place: GroupPlace; locale: Locale }) {
  const t = await getTranslations({ locale });
  const steps = [
    place.previous ? { ...place.previous, label: t("shellFrame.groupPlace.previous"), rel: "prev" as const } : undefined,
    place.next ? { ...place.next, label: t("shellFrame.groupPlace.next"), rel: "next" as const } : undefined,
  ];
  return (
    <nav className={styles.nav} aria-label={t(`shellFrame.menuGroups.${place.group}`)} data-group-nav="">
      {steps.map((step) =>
        step ? (
          <a key={step.rel} href={localizedPath(locale, step.path)} rel={step.rel} className={styles.step} data-step={step.rel}>
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepTitle}>{step.menuName ?? t(`paths.${step.page}`)}</span>
          </a>
        ) : null,
      )}
    </nav>
  );
}
