"use client";

import FullCalendar from "@fullcalendar/react";
import type { DatesSetInfo, DayCellInfo, DayHeaderInfo, ListDayHeaderInnerInfo } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import { useMemo, useState, type ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import type { CalendarEvent } from "./calendar/events";
import { entryTimeFormat, fullCalendarLocaleCode, fullCalendarLocales } from "./fullcalendar-locales";
import type { EventEditing } from "./use-event-editing";
import type { ViewRange } from "./use-view-range";
import styles from "./time-recording.module.css";

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];

interface CalendarViewProps {
  locale: Locale;
  events: readonly CalendarEvent[];
  editing: EventEditing;
  range: ViewRange | null;
  onDatesSet: (info: DatesSetInfo) => void;
  /** The day's label with its moon; only a principal phase's with `principalOnly`. */
  withMoon: (date: Date, text: string, principalOnly?: boolean) => ReactNode;
}

/** FullCalendar in month, week, day and list views: the moon beside each day's heading, in the month grid on the four principal phases' days only. */
export function CalendarView({ locale, events, editing, range, onDatesSet, withMoon }: CalendarViewProps) {
  // A month grid of seven narrow columns hides the entries on a phone; the list shows them.
  const [initialView] = useState(() => (window.matchMedia("(max-width: 640px)").matches ? "listWeek" : "dayGridMonth"));
  const fcEvents = useMemo(() => events.map(({ id, title, allDay, start, end }) => ({ id, title, allDay, start, end })), [events]);
  const isTimeGrid = range?.type.startsWith("timeGrid") ?? false;
  const eventTimeFormat = useMemo(() => entryTimeFormat(locale), [locale]);
  return (
    <div className={styles.calendar} data-testid="time-recording-calendar">
      <FullCalendar
        plugins={plugins}
        locales={[...fullCalendarLocales]}
        locale={fullCalendarLocaleCode[locale]}
        // The weeks start on Monday in every language: the sites' people are German, and English's
        // Sunday start (en-US) put the weekend apart in a German organisation's month (round 83).
        firstDay={1}
        eventTimeFormat={eventTimeFormat}
        initialView={initialView}
        headerToolbar={{ start: "prev,next today", center: "title", end: "dayGridMonth,timeGridWeek,timeGridDay,listWeek" }}
        height={isTimeGrid ? 720 : "auto"}
        scrollTime="07:00:00"
        nowIndicator
        navLinks
        selectable
        selectMirror
        editable
        // Up to three entries a day, the row growing for them: at the month's 15 px a day's one
        // wrapped entry no longer fit the row's fixed share and hid behind "+1 more" (round 83).
        dayMaxEvents={3}
        // As many week rows as the month spans, five in most months: six always added a row of next
        // month's days only, 130 px of empty grid (round 86).
        fixedWeekCount={false}
        events={fcEvents}
        eventClass={(info) => (info.event.id === editing.selectedId ? `${styles.event} ${styles.selectedEvent}` : styles.event)}
        moreLinkClass={styles.moreLink}
        toolbarTitleClass={styles.toolbarTitle}
        toolbarSectionClass={styles.toolbarSection}
        buttonGroupClass={styles.buttonGroup}
        buttonClass={styles.toolbarButton}
        listItemEventTitleClass={styles.listTitle}
        listItemEventInnerClass={styles.wrappingEvent}
        listItemEventTimeClass={styles.wholeTime}
        rowEventTitleClass={styles.listTitle}
        select={editing.onSelect}
        eventClick={editing.onEventClick}
        eventDrop={editing.onEventChange}
        eventResize={editing.onEventChange}
        datesSet={onDatesSet}
        dayCellTopContent={(info: DayCellInfo) => withMoon(info.date, info.text, true)}
        dayHeaderContent={(info: DayHeaderInfo) => (info.view.type.startsWith("timeGrid") ? withMoon(info.date, info.text) : info.text)}
        listDayHeaderContent={(info: ListDayHeaderInnerInfo) => (info.level === 0 && info.date ? withMoon(info.date, info.text) : info.text)}
      />
    </div>
  );
}
