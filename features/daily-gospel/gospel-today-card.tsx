import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { NextDateChoice } from "@/components/lazy/page-widgets";
import { isoDateInTimeZone } from "@/lib/format/iso-date";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/tenancy/view-context";
import type { LiturgyTranslator } from "./day-texts";
import { dateFormatFor, gospelDayView } from "./gospel-day-view";
import { gospelDays } from "./liturgy";
import swatchStyles from "./day-swatch.module.css";
import gospelStyles from "./gospel-today-card.module.css";
import pillStyles from "./reading-pill.module.css";

/** Days sent ahead of the rendering day, for a prerendered page read in the weeks after its build. */
const DAYS_AHEAD = 42;

/** The class names of the card the page shows it in (the start page's first screen). */
interface CardClasses {
  readonly card?: string;
  readonly title?: string;
  readonly text?: string;
  readonly note?: string;
}

interface GospelTodayCardProps {
  locale: Locale;
  timeZone: string;
  /** The daily gospel page, linked below the day. */
  page: string;
  headingId: string;
  classes: CardClasses;
}

/** The day's name in the church year and its gospel, with the way to the daily gospel page. */
export async function GospelTodayCard({ locale, timeZone, page, headingId, classes }: GospelTodayCardProps) {
  const liturgy: LiturgyTranslator = await getTranslations({ locale, namespace: "liturgy" });
  const t = await getTranslations({ locale, namespace: "heroes.common" });
  const dateFormat = dateFormatFor(locale);
  const today = isoDateInTimeZone(new Date(), timeZone);
  return (
    <section className={`${classes.card} ${gospelStyles.todayCard}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.title}>
        {t("gospelToday")}
      </h2>
      {/* From the day before the site's: a visitor west of its time zone is still on that day in the
          hours after the site's midnight, and reads that day's gospel. */}
      <NextDateChoice
        renderedDay={today}
        entries={gospelDays(today, 1, DAYS_AHEAD).map((day) => {
          const view = gospelDayView(liturgy, day, locale, dateFormat);
          return {
            date: view.date,
            content: (
              <div data-date={view.date} className={pillStyles.readingPill}>
                <p className={`${classes.text} ${gospelStyles.dayName}`}>
                  <span className={swatchStyles.swatch} data-colour={view.colour} aria-hidden="true" />
                  <strong>{view.name}</strong>
                </p>
                <p className={classes.note}>
                  <time dateTime={view.date}>{view.dateLabel}</time>{" "}
                  <span className={gospelStyles.colourChip} data-colour-chip="">
                    {view.colourName}
                  </span>
                </p>
                {/* Which readings the day takes: what a reader looks up in a lectionary. */}
                <p className={classes.note}>{view.cycles}</p>
                <p className={`${classes.note} ${gospelStyles.readAction}`}>
                  <a href={view.href} rel="noopener" target="_blank" hrefLang={view.hrefLang}>
                    {liturgy("readGospel")}
                    <span className="visually-hidden"> ({liturgy("opensInNewTab")})</span>
                  </a>
                </p>
              </div>
            ),
          };
        })}
      />
      <p className={classes.note}>
        <Link href={localizedPath(locale, page)}>{t("allDays")}</Link>
      </p>
    </section>
  );
}
