import type { GospelDayView } from "./gospel-day-view";
import styles from "./daily-gospel.module.css";

export interface GospelDayLabels {
  readonly today: string;
  readonly season: string;
  readonly colour: string;
  readonly readGospel: string;
  readonly inEnglish: string;
  readonly opensInNewTab: string;
}

interface GospelDayBodyProps {
  view: GospelDayView;
  labels: GospelDayLabels;
  /** The date's id, which the reading link names as its description. */
  dateId: string;
  badge: boolean;
}

/** What is said about one day: date, name, season and colour, cycles and the link to the reading. */
export function GospelDayBody({ view, labels, dateId, badge }: GospelDayBodyProps) {
  return (
    <>
      <p className={styles.heading} data-day-heading="">
        <time id={dateId} dateTime={view.date} className={styles.date}>
          {view.dateLabel}
        </time>
        {badge && (
          <span className={styles.badge} data-today-badge="">
            {labels.today}
          </span>
        )}
      </p>
      <p className={styles.name}>{view.name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.season}</dt>
          <dd>{view.season}</dd>
        </div>
        <div>
          <dt>{labels.colour}</dt>
          <dd>
            <span className={styles.swatch} data-colour={view.colour} aria-hidden="true" />
            {view.colourName}
          </dd>
        </div>
      </dl>
      <p className={styles.cycles}>{view.cycles}</p>
      <p className={styles.reading}>
        <a href={view.href} rel="noopener" target="_blank" hrefLang={view.hrefLang} aria-describedby={dateId}>
          {labels.readGospel}
          <span className="visually-hidden"> ({labels.opensInNewTab})</span>
        </a>
        {view.inEnglish && <span className={styles.hint}>{labels.inEnglish}</span>}
      </p>
    </>
  );
}

/** One day of the list; today's entry carries `id="today"` so `#today` jumps to it. */
export function GospelDayItem({ view, labels, hidden }: { view: GospelDayView; labels: GospelDayLabels; hidden: boolean }) {
  return (
    <li
      id={view.isToday ? "today" : undefined}
      aria-current={view.isToday ? "date" : undefined}
      className={styles.day}
      data-date={view.date}
      data-colour={view.colour}
      hidden={hidden}
    >
      <GospelDayBody view={view} labels={labels} dateId={`gospel-${view.date}`} badge={view.isToday} />
    </li>
  );
}
