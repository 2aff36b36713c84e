import { problemOf, type CalendarEvent, type EventProblem } from "./calendar/events";
import { addDays, formatLocalDate, parseLocal } from "./calendar/local-time";

/** An entry as the dialog edits it: separate date and time fields, the last day inclusive. */
export interface EventDraft {
  readonly id?: string;
  readonly title: string;
  readonly allDay: boolean;
  readonly startDate: string;
  readonly startTime: string;
  /** The last day of an all-day event (inclusive), the end day of a timed one. */
  readonly endDate: string;
  readonly endTime: string;
}

const timeOf = (date: Date) => `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;

/** A draft for a span the user selected (end exclusive, as FullCalendar reports it). */
export function draftFromRange(start: Date, end: Date, allDay: boolean): EventDraft {
  if (allDay) {
    const lastDay = addDays(end, -1);
    return {
      title: "",
      allDay,
      startDate: formatLocalDate(start),
      startTime: "08:00",
      endDate: formatLocalDate(lastDay < start ? start : lastDay),
      endTime: "09:00",
    };
  }
  return { title: "", allDay, startDate: formatLocalDate(start), startTime: timeOf(start), endDate: formatLocalDate(end), endTime: timeOf(end) };
}

export function draftFromEvent(event: CalendarEvent): EventDraft {
  const start = parseLocal(event.start);
  const end = parseLocal(event.end);
  if (event.allDay) {
    return { id: event.id, title: event.title, allDay: true, startDate: event.start, startTime: "08:00", endDate: formatLocalDate(addDays(end, -1)), endTime: "09:00" };
  }
  return { id: event.id, title: event.title, allDay: false, startDate: formatLocalDate(start), startTime: timeOf(start), endDate: formatLocalDate(end), endTime: timeOf(end) };
}

/** The stored event a draft describes, or what is wrong with it. */
export function eventFromDraft(draft: EventDraft, id: string): { event: CalendarEvent } | { problem: EventProblem } {
  const event: CalendarEvent = draft.allDay
    ? {
        id,
        title: draft.title.trim(),
        allDay: true,
        start: draft.startDate,
        end: /^\d{4}-\d{2}-\d{2}$/.test(draft.endDate) ? formatLocalDate(addDays(parseLocal(draft.endDate), 1)) : draft.endDate,
      }
    : { id, title: draft.title.trim(), allDay: false, start: `${draft.startDate}T${draft.startTime}:00`, end: `${draft.endDate}T${draft.endTime}:00` };
  const problem = problemOf(event);
  return problem ? { problem } : { event };
}
