import { addDays, type LiturgicalDay, type SundayCycle, type WeekdayCycle } from "./liturgy";

export interface Week<T> {
  /** The week's Sunday and Saturday as `YYYY-MM-DD`, also when the list starts or ends mid-week. */
  readonly start: string;
  readonly end: string;
  /** The Sunday itself when the list holds it: it names the week ("First Sunday of Advent"). */
  sunday: LiturgicalDay | undefined;
  /**
   * The lectionary cycles of the whole week: a church year begins on a Sunday, so a week from
   * Sunday to Saturday never holds two.
   */
  readonly sundayCycle: SundayCycle;
  readonly weekdayCycle: WeekdayCycle;
  /** True for the week of the First Sunday of Advent when the list also holds the week before. */
  readonly beginsChurchYear: boolean;
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
      const { sundayCycle, weekdayCycle } = day;
      const beginsChurchYear = week !== undefined && week.sundayCycle !== sundayCycle;
      week = { start, end: addDays(start, 6), sunday: undefined, sundayCycle, weekdayCycle, beginsChurchYear, entries: [] };
      weeks.push(week);
    }
    week.entries.push(entry);
    if (day.weekday === 0) week.sunday = day;
  }
  return weeks;
}
