"use client";

import type { DateSelectInfo, EventChangeInfo, EventClickInfo } from "@fullcalendar/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { newEventId, type CalendarEvent } from "./calendar/events";
import { addDays, formatLocalDate, formatLocalDateTime } from "./calendar/local-time";
import { draftFromEvent, draftFromRange, eventFromDraft, type EventDraft } from "./event-draft";
import type { Notice } from "./use-notice";
import type { TimeRecordingStore } from "./use-time-recording-store";

interface EventEditingInput {
  store: TimeRecordingStore;
  say: (kind: Notice["kind"], text: string) => void;
  confirm: (message: string) => Promise<boolean>;
  describeWhen: (event: CalendarEvent) => string;
}

/**
 * The selected entry and the entry being edited: selecting a range or clicking an entry opens
 * the dialog, dragging or resizing changes the entry at once, deleting asks first.
 */
export function useEventEditing({ store, say, confirm, describeWhen }: EventEditingInput) {
  const t = useTranslations("timeRecording");
  const { events, setEvents } = store;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const selected = events.find((event) => event.id === selectedId);

  function onSelect(info: DateSelectInfo) {
    setDraft(draftFromRange(info.start, info.end, info.allDay));
    info.view.calendar.unselect();
  }

  function onEventClick(info: EventClickInfo) {
    info.jsEvent.preventDefault();
    const event = events.find((candidate) => candidate.id === info.event.id);
    if (!event) return;
    setSelectedId(event.id);
    setDraft(draftFromEvent(event));
  }

  function onEventChange(info: EventChangeInfo) {
    const { id, start, end, allDay } = info.event;
    if (!start) return info.revert();
    const finish = end ?? (allDay ? addDays(start, 1) : new Date(start.getTime() + 3_600_000));
    const format = allDay ? formatLocalDate : formatLocalDateTime;
    setEvents((current) => current.map((event) => (event.id === id ? { ...event, allDay, start: format(start), end: format(finish) } : event)));
    setSelectedId(id);
    say("success", t("messages.changed"));
  }

  /** Stores the dialog's entry; returns the error text when it cannot be stored. */
  function submitDraft(submitted: EventDraft): string | undefined {
    const result = eventFromDraft(submitted, submitted.id ?? newEventId());
    if ("problem" in result) return result.problem === "range" ? t("dialog.rangeInvalid") : t(`problems.${result.problem}`);
    const { event } = result;
    setEvents((current) => (submitted.id ? current.map((existing) => (existing.id === event.id ? event : existing)) : [...current, event]));
    setSelectedId(event.id);
    say("success", submitted.id ? t("messages.changed") : t("messages.created"));
    return undefined;
  }

  async function deleteEvent(event: CalendarEvent): Promise<boolean> {
    const question = event.allDay ? "confirm.deleteAllDay" : "confirm.deleteTimed";
    if (!(await confirm(t(question, { title: event.title, when: describeWhen(event) })))) return false;
    setEvents((current) => current.filter((candidate) => candidate.id !== event.id));
    setSelectedId(null);
    say("success", t("messages.deleted"));
    return true;
  }

  async function deleteDraftEvent() {
    const event = events.find((candidate) => candidate.id === draft?.id);
    if (event && (await deleteEvent(event))) setDraft(null);
  }

  return {
    selected,
    selectedId,
    setSelectedId,
    draft,
    openDraft: setDraft,
    closeDraft: () => setDraft(null),
    onSelect,
    onEventClick,
    onEventChange,
    submitDraft,
    deleteEvent,
    deleteDraftEvent,
  };
}

export type EventEditing = ReturnType<typeof useEventEditing>;
