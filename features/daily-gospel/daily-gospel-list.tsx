import { getTranslations } from "next-intl/server";
import { intlTag } from "@/lib/format/intl";
import { localeTags, type Locale } from "@/lib/i18n/locales";
import { gospelDays } from "./liturgy";
import { cyclesText, dayName, type LiturgyTranslator } from "./day-texts";
import { GospelDayItem } from "./gospel-day-item";
import { dateFormatFor, gospelDayView } from "./gospel-day-view";
import { GospelFeatured } from "./gospel-featured";
import { GospelToday } from "./gospel-today-loader";
import { weeksOf } from "./weeks";
import { DAYS_AROUND_TODAY, SPARE_DAYS } from "./window";
import styles from "./daily-gospel.module.css";

interface DailyGospelListProps {
  locale: Locale;
  /** The date in the site's time zone when the page was rendered, as `YYYY-MM-DD`. */
  today: string;
}

const LIST_ID = "gospel-days";

/**
 * Today's gospel large with the day before and after, then every day from 30 days back to 30
 * days ahead, folded week by week with today's week open between the weeks before and after it. The page is prerendered, so a week
 * more on either side is sent hidden: when the visitor's own date differs from the rendering
 * day, a tiny script moves the window, the open week and the featured days.
 */
export async function DailyGospelList({ locale, today }: DailyGospelListProps) {
  const t: LiturgyTranslator = await getTranslations({ locale, namespace: "liturgy" });
  const dateFormat = dateFormatFor(locale);
  const reach = DAYS_AROUND_TODAY + SPARE_DAYS;
  const days = gospelDays(today, reach, reach).map((day, index) => ({
    day,
    view: gospelDayView(t, day, locale, dateFormat),
    hidden: Math.abs(index - reach) > DAYS_AROUND_TODAY,
  }));
  const featured = [days[reach - 1], days[reach], days[reach + 1]].map((entry) => entry!.view);
  const weekFormat = new Intl.DateTimeFormat(intlTag(locale), { day: "numeric", month: "long", timeZone: "UTC", calendar: "gregory" });
  const weeks = weeksOf(days, (entry) => entry.day);
  const currentIndex = weeks.findIndex((week) => week.entries.some((entry) => entry.view.isToday));
  const earlier = weeks.slice(0, currentIndex);
  const current = weeks[currentIndex];
  const later = weeks.slice(currentIndex + 1);

  /** One week folded under its dates, its Sunday and its cycles; today's week open. */
  function weekItem(week: (typeof weeks)[number]) {
    return (
      <li key={week.start} className={styles.week} data-week={week.start} hidden={week.entries.every((entry) => entry.hidden)}>
        <details className={styles.weekDetails} open={week.entries.some((entry) => entry.view.isToday)}>
          <summary className={styles.weekSummary}>
            <span className={styles.weekRange}>
              {weekFormat.formatRange(new Date(`${week.start}T00:00:00Z`), new Date(`${week.end}T00:00:00Z`))}
            </span>
            {week.sunday ? <span className={styles.weekName}>{dayName(t, week.sunday, localeTags[locale])}</span> : null}
            <span className={styles.weekCycles} data-week-cycles="">
              {week.beginsChurchYear ? <strong className={styles.newYear}>{t("newChurchYear")}</strong> : null}
              {cyclesText(t, week)}
            </span>
          </summary>
          <ol role="list" className={styles.list}>
            {week.entries.map((entry) => (
              <GospelDayItem key={entry.view.date} view={entry.view} locale={locale} hidden={entry.hidden} />
            ))}
          </ol>
        </details>
      </li>
    );
  }

  /** The weeks before or after today's, folded together; hidden when none of their days is shown. */
  function weekGroup(group: "earlier" | "later", label: string, groupWeeks: typeof weeks) {
    return (
      <li className={styles.weekGroup} data-week-group={group} hidden={groupWeeks.every((week) => week.entries.every((entry) => entry.hidden))}>
        <details className={styles.groupDetails}>
          <summary className={styles.groupSummary}>{label}</summary>
          <ol role="list" className={styles.weeks} data-group-weeks="">
            {groupWeeks.map(weekItem)}
          </ol>
        </details>
      </li>
    );
  }
  // data-spans-frame: a calendar, not a text alone, so the page is not held to the reading measure.
  return (
    <div className={styles.days} data-spans-frame="">
      <GospelFeatured days={[featured[0]!, featured[1]!, featured[2]!]} locale={locale} />
      <h2 id="gospel-days-heading" className={styles.listHeading}>
        {t("listLabel")}
      </h2>
      {/* A way through the long page: to today's open week, or past the sixty-one days to what the
          cycles and colours mean (on a phone the page's contents stand only after the list). The
          explanations are the article's sections, numbered from 1. */}
      <p className={styles.listJumps} data-list-jumps="">
        <a href="#today">{t("toToday")}</a>
        <a href="#section-1">{t("toExplanations")}</a>
      </p>
      {/* Safari drops list semantics once list-style is none unless the role is explicit. Today's
          week stands open between two folds, the weeks before it and the weeks after it, each
          holding its weeks folded under their Sundays: three rows on a phone instead of thirty. */}
      <ol id={LIST_ID} role="list" className={styles.weeks} aria-labelledby="gospel-days-heading" data-today={today}>
        {weekGroup("earlier", t("earlierWeeks"), earlier)}
        {current ? weekItem(current) : null}
        {weekGroup("later", t("laterWeeks"), later)}
      </ol>
      <GospelToday listId={LIST_ID} />
    </div>
  );
}
