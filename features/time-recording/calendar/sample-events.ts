import type { CalendarEvent } from "./events";
import { addDays, formatLocalDate, startOfWeek } from "./local-time";

/** Titles of the sample week, in the page's language. */
export interface SampleTitles {
  readonly projectWork: string;
  readonly teamMeeting: string;
  readonly customerVisit: string;
  readonly documentation: string;
  readonly training: string;
  readonly weeklyReview: string;
  readonly vacation: string;
}

type Entry = readonly [dayOffset: number, title: keyof SampleTitles, from: string, to: string];

// A plausible working week with a training day, and two days of leave at the start of the next.
const sampleWeek: readonly Entry[] = [
  [0, "projectWork", "08:00", "12:00"],
  [0, "projectWork", "12:30", "16:30"],
  [1, "teamMeeting", "08:30", "10:00"],
  [1, "projectWork", "10:00", "12:30"],
  [1, "customerVisit", "13:30", "17:00"],
  [2, "projectWork", "07:45", "12:00"],
  [2, "documentation", "12:45", "16:15"],
  [4, "projectWork", "08:00", "12:00"],
  [4, "weeklyReview", "12:30", "14:00"],
];

const allDaySamples: readonly (readonly [dayOffset: number, days: number, title: keyof SampleTitles])[] = [
  [3, 1, "training"],
  [7, 2, "vacation"],
];

/**
 * The sample data a first visit starts with: a working week around `today`, so the calendar opens on
 * it. Its Monday is the one of the week the calendar shows, whose weeks start on `firstDay` (0 =
 * Sunday, English's; 6 = Saturday, Arabic's): the ISO week's Monday stood in the week before the one
 * shown on an English Sunday.
 */
export function sampleEvents(today: Date, titles: SampleTitles, firstDay = 1): CalendarEvent[] {
  const monday = addDays(startOfWeek(today, firstDay), (1 - firstDay + 7) % 7);
  const timed = sampleWeek.map(([offset, title, from, to], index) => {
    const day = formatLocalDate(addDays(monday, offset));
    return { id: `sample-${index + 1}`, title: titles[title], allDay: false, start: `${day}T${from}:00`, end: `${day}T${to}:00` };
  });
  const allDay = allDaySamples.map(([offset, days, title], index) => ({
    id: `sample-all-day-${index + 1}`,
    title: titles[title],
    allDay: true,
    start: formatLocalDate(addDays(monday, offset)),
    end: formatLocalDate(addDays(monday, offset + days)),
  }));
  return [...timed, ...allDay];
}
