import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { GospelDayBody } from "./gospel-day-item";
import type { GospelDayView } from "./gospel-day-view";
import { FEATURED_ID_PREFIX } from "./featured-days";
import styles from "./daily-gospel.module.css";
import pillStyles from "./reading-pill.module.css";

interface GospelFeaturedProps {
  /** Yesterday, today and tomorrow. */
  days: readonly [GospelDayView, GospelDayView, GospelDayView];
  locale: Locale;
}

/**
 * Today large, the day before and the day after beside it. Each slot names its offset from today,
 * so the browser can fill it again from the list when the visitor's date differs from the page's.
 */
export async function GospelFeatured({ days: [previous, today, next], locale }: GospelFeaturedProps) {
  const t = await getTranslations({ locale, namespace: "gospelPage" });
  const liturgy = await getTranslations({ locale, namespace: "liturgy" });
  const slots = [
    { offset: 0, view: today, label: liturgy("today"), className: `${styles.featuredToday} ${pillStyles.readingPill}` },
    { offset: -1, view: previous, label: t("previousDay"), className: styles.neighbour },
    { offset: 1, view: next, label: t("nextDay"), className: styles.neighbour },
  ];
  return (
    <section className={styles.featured} aria-labelledby="gospel-featured-heading" data-gospel-featured="">
      <h2 id="gospel-featured-heading" className="visually-hidden">
        {t("featuredHeading")}
      </h2>
      {slots.map(({ offset, view, label, className }) => (
        <article key={offset} className={className} data-slot={offset} data-colour={view.colour} aria-label={label}>
          <p className={styles.slotLabel}>{label}</p>
          <div data-slot-body="">
            <GospelDayBody view={view} locale={locale} dateId={`${FEATURED_ID_PREFIX}gospel-${view.date}`} badge={false} />
          </div>
        </article>
      ))}
    </section>
  );
}
