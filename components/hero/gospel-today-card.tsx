import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { LiturgyTranslator } from "@/components/gospel/day-texts";
import { dateFormatFor, gospelDayView } from "@/components/gospel/gospel-day-view";
import type { Locale } from "@/lib/i18n/locales";
import { gospelDays, isoDateInTimeZone } from "@/lib/liturgy";
import { localizedPath } from "@/lib/view-context";
import { ShowNextDate } from "./show-next-date";
import gospelStyles from "@/components/gospel/daily-gospel.module.css";
import styles from "./hero.module.css";

/** Days sent ahead of the rendering day, for a prerendered page read in the weeks after its build. */
const DAYS_AHEAD = 42;

/** The day's name in the church year and its gospel, with the way to the daily gospel page. */
export async function GospelTodayCard({ locale, timeZone, page, headingId }: { locale: Locale; timeZone: string; page: string; headingId: string }) {
  const liturgy: LiturgyTranslator = await getTranslations({ locale, namespace: "liturgy" });
  const t = await getTranslations({ locale, namespace: "heroes.common" });
  const dateFormat = dateFormatFor(locale);
  const today = isoDateInTimeZone(new Date(), timeZone);
  const listId = "hero-gospel-days";
  return (
    <section className={`${styles.card} ${styles.gospel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t("gospelToday")}
      </h2>
      <div id={listId}>
        {gospelDays(today, 0, DAYS_AHEAD).map((day, index) => {
          const view = gospelDayView(liturgy, day, locale, dateFormat);
          return (
            <div key={view.date} data-date={view.date} hidden={index > 0}>
              <p className={styles.cardText}>
                <span className={gospelStyles.swatch} data-colour={view.colour} aria-hidden="true" />
                <strong>{view.name}</strong>
              </p>
              <p className={styles.cardNote}>
                <time dateTime={view.date}>{view.dateLabel}</time> · {view.colourName}
              </p>
              <p className={styles.cardNote}>
                <a href={view.href} rel="noopener" target="_blank" hrefLang={view.hrefLang}>
                  {liturgy("readGospel")}
                  <span className="visually-hidden"> ({liturgy("opensInNewTab")})</span>
                </a>
              </p>
            </div>
          );
        })}
      </div>
      <p className={styles.cardNote}>
        <Link href={localizedPath(locale, page)}>{t("allDays")}</Link>
      </p>
      <ShowNextDate listId={listId} />
    </section>
  );
}
