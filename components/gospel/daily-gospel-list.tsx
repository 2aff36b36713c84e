import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { gospelDays } from "@/lib/liturgy";
import type { LiturgyTranslator } from "./day-texts";
import { GospelDayItem, type GospelDayLabels } from "./gospel-day-item";
import { dateFormatFor, gospelDayView } from "./gospel-day-view";
import styles from "./daily-gospel.module.css";

const DAYS_AROUND_TODAY = 30;

interface DailyGospelListProps {
  locale: Locale;
  /** The visitor's calendar date as `YYYY-MM-DD`. */
  today: string;
}

/** The gospel of every day from 30 days back to 30 days ahead, today marked. */
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
  // Safari drops list semantics once list-style is none unless the role is explicit.
  return (
    <ol role="list" className={styles.list} aria-label={t("listLabel")}>
      {gospelDays(today, DAYS_AROUND_TODAY, DAYS_AROUND_TODAY).map((day) => (
        <GospelDayItem key={day.date} view={gospelDayView(t, day, locale, dateFormat)} labels={labels} />
      ))}
    </ol>
  );
}
