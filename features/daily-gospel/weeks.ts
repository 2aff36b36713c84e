import { addDays, type LiturgicalDay } from "./liturgy";

export interface Week<T> {
  /** The week's Sunday and Saturday as `YYYY-MM-DD`, also when the list starts or ends mid-week. */
  readonly start: string;
  readonly end: string;
  /** The Sunday itself when the list holds it: it names the week ("First Sunday of Advent"). */
  sunday: LiturgicalDay | undefined;
  readonly entries: T[];
}

/** Groups consecutive days into liturgical weeks, Sunday to Saturday. */
export function weeksOf<T>(entries: readonly T[], dayOf: (entry: T) => LiturgicalDay): Week<T>[] {
  const weeks: Week<T>[] = [];
  for (const entry of entries) {
    const day = dayOf(entry);
    const start = addDays(day.date, -day.weekday);
    let week = weeks.at(-1);
    if (week?.start !== start) {
      week = { start, end: addDays(start, 6), sunday: undefined, entries: [] };
      weeks.push(week);
    }
    week.entries.push(entry);
    if (day.weekday === 0) week.sunday = day;
  }
  return weeks;
}
