"use client";

import { useTranslations } from "next-intl";
import { recordedMilliseconds, type CalendarEvent } from "./calendar/events";
import type { ViewRange } from "./use-view-range";
import styles from "./time-recording.module.css";

interface StatusBarProps {
  unsaved: boolean;
  remembering: boolean;
  events: readonly CalendarEvent[];
  range: ViewRange | null;
  selected: CalendarEvent | undefined;
  describeWhen: (event: CalendarEvent) => string;
  intlLocale: string;
}

/** Saved or not, the hours recorded in the shown range, and the selected entry. */
export function StatusBar({ unsaved, remembering, events, range, selected, describeWhen, intlLocale }: StatusBarProps) {
  const t = useTranslations("timeRecording.status");
  const hours = range ? recordedMilliseconds(events, range.start, range.end) / 3_600_000 : 0;
  const hoursText = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hours);
  return (
    <div className={styles.statusBar}>
      <p id="time-recording-state" className={unsaved ? styles.unsaved : styles.saved} data-state={unsaved ? "unsaved" : "saved"}>
        <span aria-hidden="true" className={styles.stateDot} />
        {unsaved ? t("unsaved") : t("saved")}
        {remembering ? null : ` · ${t("notRemembered")}`}
      </p>
      <p>{t("recorded", { hours: hoursText })}</p>
      <p>{selected ? t("selected", { title: selected.title, when: describeWhen(selected) }) : t("noneSelected")}</p>
    </div>
  );
}
