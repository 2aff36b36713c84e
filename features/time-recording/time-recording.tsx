"use client";

import FullCalendar from "@fullcalendar/react";
import type { DateSelectInfo, DatesSetInfo, DayCellInfo, DayHeaderInfo, EventChangeInfo, EventClickInfo, ListDayHeaderInnerInfo } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import listPlugin from "@fullcalendar/react/list";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import ui from "@/components/tool-ui/tool-ui.module.css";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { downloadFile } from "@/lib/client/download-file";
import { fillTemplate } from "@/lib/format/fill-template";
import { moonPhaseOfDay, type DayMoonPhase } from "@/features/time-recording/astro/moon-phase";
import { calendarDayOf, type CalendarDay } from "@/features/time-recording/astro/zoned-day";
import { parseEventFile, serializeEventFile, MAX_IMPORT_CHARACTERS, type ImportFailure } from "@/features/time-recording/calendar/event-file";
import { newEventId, recordedMilliseconds, type CalendarEvent } from "@/features/time-recording/calendar/events";
import { addDays, formatLocalDate, formatLocalDateTime, parseLocal } from "@/features/time-recording/calendar/local-time";
import { sampleEvents } from "@/features/time-recording/calendar/sample-events";
import type { SkyLocation } from "@/features/time-recording/calendar/sky-location";
import type { Locale } from "@/lib/i18n/locales";
import { EventDialog } from "./event-dialog";
import { draftFromEvent, draftFromRange, eventFromDraft, type EventDraft } from "./event-draft";
import { fullCalendarLocaleCode, fullCalendarLocales } from "./fullcalendar-locales";
import { MoonIcon } from "./moon-icon";
import { SkyPanel } from "./sky-panel";
import type { TimeRecordingTexts } from "./texts";
import styles from "./time-recording.module.css";
import { useTimeRecordingStore } from "./use-time-recording-store";

interface TimeRecordingProps {
  texts: TimeRecordingTexts;
  locale: Locale;
}

type Notice = { readonly kind: "success" | "error"; readonly text: string; readonly detail?: string };
type ViewRange = { readonly type: string; readonly start: Date; readonly end: Date; readonly currentStart: Date };

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme];

/**
 * The time-recording calendar of /various: entries in month, week, day and list views, saved in
 * this browser, with the moon phase on each day and the sun and moon times of the user's place.
 */
export function TimeRecording({ texts, locale }: TimeRecordingProps) {
  const samples = useCallback(() => sampleEvents(new Date(), texts.samples), [texts.samples]);
  const store = useTimeRecordingStore(samples);
  const { events, setEvents, location, setLocation } = store;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [range, setRange] = useState<ViewRange | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { confirmDialog, confirm } = useConfirm(texts.confirm);
  // The calendar's own language tag, so that its digits and ours match (Arabic: Latin digits).
  const intlLocale = `${fullCalendarLocaleCode[locale]}-u-ca-gregory`;
  // A month grid of seven narrow columns hides the entries on a phone; the list shows them.
  const [initialView] = useState(() => (window.matchMedia("(max-width: 640px)").matches ? "listWeek" : "dayGridMonth"));

  const selected = events.find((event) => event.id === selectedId);

  useEffect(() => {
    if (!store.unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [store.unsaved]);

  const dateFormat = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: "medium" }), [intlLocale]);
  const dateTimeFormat = useMemo(() => new Intl.DateTimeFormat(intlLocale, { dateStyle: "medium", timeStyle: "short" }), [intlLocale]);
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(intlLocale, { timeStyle: "short" }), [intlLocale]);

  function describeWhen(event: CalendarEvent): string {
    const start = parseLocal(event.start);
    const end = parseLocal(event.end);
    if (event.allDay) {
      const last = addDays(end, -1);
      return last > start ? `${dateFormat.format(start)} – ${dateFormat.format(last)}` : dateFormat.format(start);
    }
    return `${dateTimeFormat.format(start)} – ${formatLocalDate(start) === formatLocalDate(end) ? timeFormat.format(end) : dateTimeFormat.format(end)}`;
  }

  const say = (kind: Notice["kind"], text: string, detail?: string) => setNotice({ kind, text, detail });

  // ---- moon phases, cached per day and zone: the month view asks for 42 days at a time
  const phases = useRef(new Map<string, DayMoonPhase>());
  const phaseOf = useCallback(
    (date: Date) => {
      const day = calendarDayOf(date);
      const key = `${day.year}-${day.month}-${day.day}|${location.timeZone}`;
      let phase = phases.current.get(key);
      if (!phase) {
        phase = moonPhaseOfDay(day, location.timeZone);
        phases.current.set(key, phase);
      }
      return phase;
    },
    [location.timeZone],
  );
  const moonLabel = useCallback(
    (phase: DayMoonPhase) =>
      `${texts.moon[phase.name]} (${fillTemplate(texts.moon.illuminated, { percent: new Intl.NumberFormat(intlLocale, { style: "percent" }).format(phase.fraction) })})`,
    [texts.moon, intlLocale],
  );
  const withMoon = useCallback(
    (date: Date, text: string) => {
      const phase = phaseOf(date);
      return (
        <span className={styles.dayLabel}>
          <MoonIcon phase={phase} label={moonLabel(phase)} southern={location.latitude < 0} size={14} />
          <span>{text}</span>
        </span>
      );
    },
    [phaseOf, moonLabel, location.latitude],
  );

  // ---- calendar callbacks
  function handleSelect(info: DateSelectInfo) {
    setDraft(draftFromRange(info.start, info.end, info.allDay));
    info.view.calendar.unselect();
  }

  function handleEventClick(info: EventClickInfo) {
    info.jsEvent.preventDefault();
    const event = events.find((candidate) => candidate.id === info.event.id);
    if (!event) return;
    setSelectedId(event.id);
    setDraft(draftFromEvent(event));
  }

  function handleEventChange(info: EventChangeInfo) {
    const { id, start, end, allDay } = info.event;
    if (!start) return info.revert();
    const finish = end ?? (allDay ? addDays(start, 1) : new Date(start.getTime() + 3_600_000));
    const format = allDay ? formatLocalDate : formatLocalDateTime;
    setEvents((current) => current.map((event) => (event.id === id ? { ...event, allDay, start: format(start), end: format(finish) } : event)));
    setSelectedId(id);
    say("success", texts.messages.changed);
  }

  function handleDatesSet(info: DatesSetInfo) {
    const next = { type: info.view.type, start: info.view.activeStart, end: info.view.activeEnd, currentStart: info.view.currentStart };
    // FullCalendar reports the range again after every re-render; only a real change is news.
    setRange((current) =>
      current &&
      current.type === next.type &&
      current.start.getTime() === next.start.getTime() &&
      current.end.getTime() === next.end.getTime() &&
      current.currentStart.getTime() === next.currentStart.getTime()
        ? current
        : next,
    );
  }

  // ---- dialog
  function submitDraft(submitted: EventDraft): string | undefined {
    const result = eventFromDraft(submitted, submitted.id ?? newEventId());
    if ("problem" in result) return result.problem === "range" ? texts.dialog.rangeInvalid : texts.problems[result.problem];
    const { event } = result;
    setEvents((current) => (submitted.id ? current.map((existing) => (existing.id === event.id ? event : existing)) : [...current, event]));
    setSelectedId(event.id);
    say("success", submitted.id ? texts.messages.changed : texts.messages.created);
    return undefined;
  }

  async function deleteEvent(event: CalendarEvent) {
    const question = event.allDay ? texts.confirm.deleteAllDay : texts.confirm.deleteTimed;
    if (!(await confirm(fillTemplate(question, { title: event.title, when: describeWhen(event) })))) return false;
    setEvents((current) => current.filter((candidate) => candidate.id !== event.id));
    setSelectedId(null);
    say("success", texts.messages.deleted);
    return true;
  }

  // ---- toolbar actions
  function save() {
    if (store.save()) say("success", texts.messages.saved);
    else say("error", texts.messages.notSaved);
  }

  async function reset() {
    if (!(await confirm(texts.confirm.reset))) return;
    setEvents(samples());
    setSelectedId(null);
    say("success", texts.messages.reset);
  }

  function openImport() {
    fileInput.current?.click();
  }

  function importFailureText(failure: ImportFailure): Notice {
    if (failure.kind === "corruptJson") return { kind: "error", text: texts.messages.corruptJson };
    const detail =
      failure.reason === "badEvent"
        ? fillTemplate(texts.importReasons.badEvent, { number: String(failure.eventNumber), problem: texts.problems[failure.problem] })
        : texts.importReasons[failure.reason];
    return { kind: "error", text: texts.messages.parseError, detail };
  }

  async function importFile(changeEvent: ChangeEvent<HTMLInputElement>) {
    const input = changeEvent.target;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const result = file.size > MAX_IMPORT_CHARACTERS * 4 ? parseEventFile(" ".repeat(MAX_IMPORT_CHARACTERS + 1)) : parseEventFile(await file.text());
    if (!result.ok) {
      setNotice(importFailureText(result));
      return;
    }
    if (!(await confirm(fillTemplate(texts.confirm.import, { file: file.name })))) return;
    setEvents(result.events);
    setSelectedId(null);
    say("success", texts.messages.imported);
  }

  function exportFile() {
    downloadFile(serializeEventFile(events, new Date()), `time-recording-${formatLocalDate(new Date())}.json`, "application/json");
    say("success", texts.messages.exported);
  }

  async function deleteSelectedAllDay() {
    if (!selected?.allDay) {
      say("error", texts.messages.noAllDaySelected);
      return;
    }
    await deleteEvent(selected);
  }

  async function deleteAll() {
    if (!(await confirm(texts.confirm.deleteAll))) return;
    setEvents([]);
    setSelectedId(null);
    say("success", texts.messages.allDeleted);
  }

  function newEvent() {
    const day = range && range.type === "timeGridDay" ? range.currentStart : new Date();
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 8, 0);
    setDraft(draftFromRange(start, new Date(start.getTime() + 3_600_000), false));
  }

  function applyLocation(next: SkyLocation) {
    phases.current.clear();
    setLocation(next);
    say("success", texts.sky.placeApplied);
  }

  // ---- derived display
  const fcEvents = useMemo(
    () => events.map(({ id, title, allDay, start, end }) => ({ id, title, allDay, start, end })),
    [events],
  );
  const skyDay: CalendarDay = calendarDayOf(range?.type === "timeGridDay" ? range.currentStart : new Date());
  const hours = range ? recordedMilliseconds(events, range.start, range.end) / 3_600_000 : 0;
  const hoursText = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hours);
  const isTimeGrid = range?.type.startsWith("timeGrid") ?? false;
  const toolbar: { key: keyof TimeRecordingTexts["actions"]; onClick: () => void; className?: string }[] = [
    { key: "newEvent", onClick: newEvent, className: ui.primary },
    { key: "save", onClick: save },
    { key: "reset", onClick: reset },
    { key: "import", onClick: openImport },
    { key: "export", onClick: exportFile },
    { key: "deleteAllDay", onClick: deleteSelectedAllDay },
    { key: "deleteAll", onClick: deleteAll, className: ui.dangerOutline },
  ];

  return (
    <div className={styles.timeRecording}>
      <p className={styles.intro}>{texts.intro}</p>
      <SkyPanel location={location} day={skyDay} intlLocale={intlLocale} texts={texts.sky} moonTexts={texts.moon} onLocationChange={applyLocation} />

      <div className={ui.buttonBar} role="toolbar" aria-label={texts.actionsLabel}>
        {toolbar.map(({ key, onClick, className }) => (
          <button key={key} type="button" className={`${ui.button} ${className ?? ""}`} onClick={onClick}>
            {texts.actions[key]}
          </button>
        ))}
        <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={importFile} data-testid="time-recording-import" />
      </div>

      <div className={styles.statusBar}>
        <p id="time-recording-state" className={store.unsaved ? styles.unsaved : styles.saved} data-state={store.unsaved ? "unsaved" : "saved"}>
          <span aria-hidden="true" className={styles.stateDot} />
          {store.unsaved ? texts.status.unsaved : texts.status.saved}
          {store.remembering ? null : ` · ${texts.status.notRemembered}`}
        </p>
        <p>{fillTemplate(texts.status.recorded, { hours: hoursText })}</p>
        <p>{selected ? fillTemplate(texts.status.selected, { title: selected.title, when: describeWhen(selected) }) : texts.status.noneSelected}</p>
      </div>

      <div className={styles.notice} aria-live="polite">
        {notice ? (
          <div className={`${notice.kind === "error" ? ui.error : ui.success} ${styles.noticeBody}`}>
            <p role={notice.kind === "error" ? "alert" : "status"}>
              <strong>{notice.text}</strong>
              {notice.detail ? <span className={styles.noticeDetail}>{notice.detail}</span> : null}
            </p>
            <button type="button" className={styles.noticeClose} onClick={() => setNotice(null)} aria-label={texts.messages.dismiss}>
              ×
            </button>
          </div>
        ) : null}
      </div>

      <div className={styles.calendar} data-testid="time-recording-calendar">
        <FullCalendar
          plugins={plugins}
          locales={[...fullCalendarLocales]}
          locale={fullCalendarLocaleCode[locale]}
          initialView={initialView}
          headerToolbar={{ start: "prev,next today", center: "title", end: "dayGridMonth,timeGridWeek,timeGridDay,listWeek" }}
          height={isTimeGrid ? 720 : "auto"}
          scrollTime="07:00:00"
          nowIndicator
          navLinks
          selectable
          selectMirror
          editable
          dayMaxEvents
          events={fcEvents}
          eventClass={(info) => (info.event.id === selectedId ? styles.selectedEvent : "")}
          listItemEventTitleClass={styles.listTitle}
          listItemEventInnerClass={styles.wrappingEvent}
          listItemEventTimeClass={styles.wholeTime}
          rowEventTitleClass={styles.listTitle}
          select={handleSelect}
          eventClick={handleEventClick}
          eventDrop={handleEventChange}
          eventResize={handleEventChange}
          datesSet={handleDatesSet}
          dayCellTopContent={(info: DayCellInfo) => withMoon(info.date, info.text)}
          dayHeaderContent={(info: DayHeaderInfo) => (info.view.type.startsWith("timeGrid") ? withMoon(info.date, info.text) : info.text)}
          listDayHeaderContent={(info: ListDayHeaderInnerInfo) => (info.level === 0 && info.date ? withMoon(info.date, info.text) : info.text)}
        />
      </div>

      {draft ? (
        <EventDialog
          key={draft.id ?? "new"}
          draft={draft}
          texts={texts.dialog}
          onSubmit={submitDraft}
          onDelete={
            draft.id
              ? async () => {
                  const event = events.find((candidate) => candidate.id === draft.id);
                  if (event && (await deleteEvent(event))) setDraft(null);
                }
              : undefined
          }
          onClose={() => setDraft(null)}
        />
      ) : null}
      {confirmDialog}
    </div>
  );
}
