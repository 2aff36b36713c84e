"use client";

import { useTranslations } from "next-intl";
import { calendarDayOf } from "./astro/zoned-day";
import { CalendarMoreActions, CalendarToolbar } from "./calendar-toolbar";
import { CalendarView } from "./calendar-view";
import { EventDialog } from "./event-dialog";
import { NoticeBar } from "./notice-bar";
import { SkyPanel } from "./sky-panel";
import { StatusBar } from "./status-bar";
import { useDayMoon } from "./use-day-moon";
import { useTimeRecording } from "./use-time-recording";
import styles from "./time-recording.module.css";

/**
 * The time-recording calendar of /various: entries in month, week, day and list views, saved in
 * this browser, with the moon phase on each day and the sun and moon times of the user's place.
 */
export function TimeRecording() {
  const t = useTranslations("timeRecording");
  const { locale, intlLocale, store, editing, actions, range, onDatesSet, notice, dismiss, describeWhen, confirmDialog } = useTimeRecording();
  const withMoon = useDayMoon(store.location, intlLocale);
  const skyDay = calendarDayOf(range?.type === "timeGridDay" ? range.currentStart : new Date());
  return (
    <div className={styles.timeRecording}>
      <p className="lead">{t("intro")}</p>
      <CalendarToolbar actions={actions} />
      <NoticeBar notice={notice} onDismiss={dismiss} />
      {/* The calendar in a phone's first screen, under the two everyday buttons; what it holds and
          what is saved, the rarer actions and the sun and moon follow it. */}
      <CalendarView locale={locale} events={store.events} editing={editing} range={range} onDatesSet={onDatesSet} withMoon={withMoon} />
      <StatusBar
        unsaved={store.unsaved}
        remembering={store.remembering}
        events={store.events}
        range={range}
        selected={editing.selected}
        describeWhen={describeWhen}
        intlLocale={intlLocale}
      />
      <CalendarMoreActions actions={actions} />
      <SkyPanel location={store.location} day={skyDay} intlLocale={intlLocale} onLocationChange={actions.applyLocation} />
      {editing.draft ? (
        <EventDialog
          key={editing.draft.id ?? "new"}
          draft={editing.draft}
          onSubmit={editing.submitDraft}
          onDelete={editing.draft.id ? editing.deleteDraftEvent : undefined}
          onClose={editing.closeDraft}
        />
      ) : null}
      {confirmDialog}
    </div>
  );
}
