import type { PlantEvent } from "./model/types";
import styles from "./autoclave.module.css";
import { eventText, useAutoclaveTexts } from "./texts";

const SHOWN = 100;

/** The newest events of one autoclave and of the central unit, newest first. */
export function EventLog({ events, autoclave }: { events: readonly PlantEvent[]; autoclave: number }) {
  const { t, formats } = useAutoclaveTexts();
  const relevant: PlantEvent[] = [];
  for (let index = events.length - 1; index >= 0 && relevant.length < SHOWN; index--) {
    const event = events[index];
    if (event && (event.kind === "central" || event.autoclave === autoclave)) relevant.push(event);
  }
  if (relevant.length === 0) return <p className={styles.muted}>{t("log.empty")}</p>;
  return (
    <ol className={styles.log} data-testid="event-log" tabIndex={0} aria-label={t("log.heading")}>
      {relevant.map((event, index) => (
        <li key={`${event.seconds}-${index}`} className={event.kind === "fault" || event.kind === "refused" ? styles.logAlarm : undefined}>
          <time className={styles.logTime}>{formats.clock(event.seconds)}</time>
          {event.kind === "central" ? <span className={styles.logSource}>{t("log.central")}</span> : null}
          <span>{eventText(t, event)}</span>
        </li>
      ))}
    </ol>
  );
}
