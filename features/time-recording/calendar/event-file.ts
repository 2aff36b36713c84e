import { newEventId, problemOf, type CalendarEvent, type EventProblem } from "./events";
import { addDays, formatLocalDate, formatLocalDateTime, isLocalDate, isLocalDateTime, parseLocal } from "./local-time";

/** Export file of the time-recording calendar; import also takes a bare array of events. */
const EVENT_FILE_FORMAT = "time-recording-calendar";
const EVENT_FILE_VERSION = 1;
export const MAX_IMPORT_CHARACTERS = 2_000_000;
export const MAX_IMPORT_EVENTS = 10_000;

export type ImportFailure =
  /** Not JSON at all: 'Defekte JSON-Datei'. */
  | { readonly kind: "corruptJson" }
  /** JSON, but not a calendar: 'Fehler beim Parsen der Importdatei', with the reason. */
  | { readonly kind: "notCalendar"; readonly reason: "tooLarge" | "noEventList" | "tooManyEvents" }
  | { readonly kind: "notCalendar"; readonly reason: "badEvent"; readonly eventNumber: number; readonly problem: EventProblem };

export type ImportResult = { readonly ok: true; readonly events: CalendarEvent[] } | ({ readonly ok: false } & ImportFailure);

export function serializeEventFile(events: readonly CalendarEvent[], exportedAt: Date): string {
  const file = {
    format: EVENT_FILE_FORMAT,
    version: EVENT_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
    events: events.map(({ id, title, allDay, start, end }) => ({ id, title, allDay, start, end })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/**
 * Reads an export file (or a plain list of events, as other calendars write them). Every event
 * is checked; one bad event rejects the whole file so that an import never half-overwrites.
 * Missing ids are assigned, a missing `allDay` follows the form of `start`, and a missing end
 * means one day (all-day) or one hour (timed), as in FullCalendar.
 */
export function parseEventFile(text: string): ImportResult {
  if (text.length > MAX_IMPORT_CHARACTERS) return { ok: false, kind: "notCalendar", reason: "tooLarge" };
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, kind: "corruptJson" };
  }
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.events) ? data.events : undefined;
  if (!list) return { ok: false, kind: "notCalendar", reason: "noEventList" };
  if (list.length > MAX_IMPORT_EVENTS) return { ok: false, kind: "notCalendar", reason: "tooManyEvents" };

  const events: CalendarEvent[] = [];
  const ids = new Set<string>();
  for (const [index, entry] of list.entries()) {
    const event = readEvent(entry);
    if ("problem" in event) return { ok: false, kind: "notCalendar", reason: "badEvent", eventNumber: index + 1, problem: event.problem };
    const id = event.id && !ids.has(event.id) ? event.id : newEventId();
    ids.add(id);
    events.push({ ...event, id });
  }
  return { ok: true, events };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readEvent(entry: unknown): (Omit<CalendarEvent, "id"> & { id?: string }) | { problem: EventProblem } {
  if (!isRecord(entry)) return { problem: "title" };
  const { id, title, start, end, allDay } = entry;
  if (typeof title !== "string") return { problem: "title" };
  if (typeof start !== "string" || !(isLocalDate(start) || isLocalDateTime(start))) return { problem: "start" };
  if (allDay !== undefined && typeof allDay !== "boolean") return { problem: "allDay" };
  const isAllDay = allDay ?? isLocalDate(start);
  if (isAllDay !== isLocalDate(start)) return { problem: "start" };
  if (end !== undefined && end !== null && typeof end !== "string") return { problem: "end" };

  // Seconds are optional on import; stored times always carry them.
  const normalize = (value: string) => (isAllDay || value.length > 16 ? value : `${value}:00`);
  const startText = normalize(start);
  let endText: string;
  if (typeof end === "string") {
    if (!(isAllDay ? isLocalDate(end) : isLocalDateTime(end))) return { problem: "end" };
    endText = normalize(end);
  } else {
    const startDate = parseLocal(startText);
    endText = isAllDay ? formatLocalDate(addDays(startDate, 1)) : formatLocalDateTime(new Date(startDate.getTime() + 3_600_000));
  }

  const event = { title: title.trim(), allDay: isAllDay, start: startText, end: endText };
  const problem = problemOf(event);
  if (problem) return { problem };
  return { ...event, id: typeof id === "string" && id.length > 0 && id.length <= 100 ? id : typeof id === "number" ? String(id) : undefined };
}
