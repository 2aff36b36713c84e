import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { gospelDays } from "@/lib/liturgy";
import type { LiturgyTranslator } from "./day-texts";
import { GospelDayItem, type GospelDayLabels } from "./gospel-day-item";
import { dateFormatFor, gospelDayView } from "./gospel-day-view";
import { GospelToday } from "@/components/lazy/page-widgets";
import { DAYS_AROUND_TODAY, SPARE_DAYS } from "./window";
import styles from "./daily-gospel.module.css";

interface DailyGospelListProps {
  locale: Locale;
  /** The date in the site's time zone when the page was rendered, as `YYYY-MM-DD`. */
  today: string;
}

const LIST_ID = "gospel-days";

/**
 * The gospel of every day from 30 days back to 30 days ahead, today marked. The page is
 * prerendered, so a week more on either side is sent hidden: when the visitor's own date
 * differs from the rendering day, a tiny script moves the window and the mark.
 */
export async function DailyGospelList({ locale, today }: DailyGospelListProps) {
  const t: LiturgyTranslator = await getTranslations({ locale, namespace: "liturgy" });
  const dateFormat = dateFormatFor(locale);
  const labels: GospelDayLabels = {
    today: t("today"),
    season: t("seasonLabel"),
    colour: t("colourLabel"),
    readGospel: t("readGospel"),
    inEnglish: t("inEnglish"),
    opensInNewTab: t("opensInNewTab"),
  };
  const reach = DAYS_AROUND_TODAY + SPARE_DAYS;
  return (
    <>
      <p className={styles.jump}>
        <a href="#today">{t("jumpToToday")}</a>
      </p>
      {/* Safari drops list semantics once list-style is none unless the role is explicit. */}
      <ol id={LIST_ID} role="list" className={styles.list} aria-label={t("listLabel")} data-today={today}>
        {gospelDays(today, reach, reach).map((day, index) => (
          <GospelDayItem
            key={day.date}
            view={gospelDayView(t, day, locale, dateFormat)}
            labels={labels}
            hidden={Math.abs(index - reach) > DAYS_AROUND_TODAY}
          />
        ))}
      </ol>
      <GospelToday listId={LIST_ID} />
    </>
  );
}
