import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { CYCLE_SEPARATOR } from "./day-texts";
import type { GospelDayView } from "./gospel-day-view";
import styles from "./daily-gospel.module.css";
import swatchStyles from "./day-swatch.module.css";

interface GospelDayBodyProps {
  view: GospelDayView;
  locale: Locale;
  /** The date's id, which the reading link names as its description. */
  dateId: string;
  badge: boolean;
}

/** What is said about one day: date, name, season and colour, cycles and the link to the reading. */
export async function GospelDayBody({ view, locale, dateId, badge }: GospelDayBodyProps) {
  const t = await getTranslations({ locale, namespace: "liturgy" });
  return (
    <>
      <p className={styles.heading} data-day-heading="">
        <time id={dateId} dateTime={view.date} className={styles.date}>
          <span className={styles.longDate}>{view.dateLabel}</span>
          <span className={styles.shortDate} aria-hidden="true">
            {view.shortDateLabel}
          </span>
        </time>
        {badge && (
          <span className={styles.badge} data-today-badge="">
            {t("today")}
          </span>
        )}
      </p>
      <p className={styles.name}>{view.name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("seasonLabel")}</dt>
          <dd>{view.season}</dd>
        </div>
        <div>
          <dt>{t("colourLabel")}</dt>
          <dd>
            <span className={swatchStyles.swatch} data-colour={view.colour} aria-hidden="true" />
            {view.colourName}
          </dd>
        </div>
      </dl>
      {/* Each cycle whole: a narrow card sets them a line each without the point between them,
          which stood alone at a line's end ("Sunday cycle B ·", round 75). */}
      <p className={styles.cycles} data-day-cycles="">
        <span className={styles.cycle}>{view.cyclePhrases[0]}</span>
        <span className={styles.cycleSeparator}>{CYCLE_SEPARATOR}</span>
        <span className={styles.cycle}>{view.cyclePhrases[1]}</span>
      </p>
      <p className={styles.reading}>
        <a href={view.href} rel="noopener" target="_blank" hrefLang={view.hrefLang} aria-describedby={dateId}>
          {t("readGospel")}
          <span className="visually-hidden"> ({t("opensInNewTab")})</span>
        </a>
        {/* A space before the hint: without one "Read" and "(in English)" were one unbreakable word. */}
        {view.inEnglish && (
          <>
            {" "}
            <span className={styles.hint}>{t("inEnglish")}</span>
          </>
        )}
      </p>
    </>
  );
}

/** One day of the list; today's entry carries `id="today"` so `#today` jumps to it. */
export function GospelDayItem({ view, locale, hidden }: { view: GospelDayView; locale: Locale; hidden: boolean }) {
  return (
    <li
      id={view.isToday ? "today" : undefined}
      aria-current={view.isToday ? "date" : undefined}
      className={styles.day}
      data-date={view.date}
      data-colour={view.colour}
      hidden={hidden}
    >
      <GospelDayBody view={view} locale={locale} dateId={`gospel-${view.date}`} badge={view.isToday} />
    </li>
  );
}
