import { z } from "zod";
import { isLocalDate, isLocalDateTime, parseLocal } from "./local-time";

/** One entry of the time-recording calendar (all-day or timed). End is exclusive. */
export interface CalendarEvent {
  readonly id: string;
  readonly title: string;
  readonly allDay: boolean;
  /** "YYYY-MM-DD" when all-day, else "YYYY-MM-DDTHH:mm:ss" (local wall clock). */
  readonly start: string;
  readonly end: string;
}

export const TITLE_MAX_LENGTH = 200;

/** What can be wrong with one event, for a message that names the event and the field. */
export type EventProblem = "title" | "start" | "end" | "range" | "allDay";

export const storedEventSchema = z
  .object({
    id: z.string().min(1).max(100),
    title: z.string().trim().min(1).max(TITLE_MAX_LENGTH),
    allDay: z.boolean(),
    start: z.string(),
    end: z.string(),
  })
  .refine((event) => problemOf(event) === undefined);

export function problemOf(event: Omit<CalendarEvent, "id">): EventProblem | undefined {
  const title = event.title.trim();
  if (title.length === 0 || title.length > TITLE_MAX_LENGTH) return "title";
  const isValid = event.allDay ? isLocalDate : isLocalDateTime;
  if (!isValid(event.start)) return "start";
  if (!isValid(event.end)) return "end";
  if (parseLocal(event.end).getTime() <= parseLocal(event.start).getTime()) return "range";
  return undefined;
}

let counter = 0;
export function newEventId(): string {
  counter += 1;
  return `event-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Hours of timed events that fall within [from, to); all-day entries are not working time. */
export function recordedMilliseconds(events: readonly CalendarEvent[], from: Date, to: Date): number {
  let total = 0;
  for (const event of events) {
    if (event.allDay) continue;
    const start = Math.max(parseLocal(event.start).getTime(), from.getTime());
    const end = Math.min(parseLocal(event.end).getTime(), to.getTime());
    if (end > start) total += end - start;
  }
  return total;
}
