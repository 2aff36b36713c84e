import type { ProperKey } from "./proper-of-time";
import type { SanctoralKey } from "./sanctoral";

/** A civil calendar date with no time or zone attached. `month` is 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Either a `CalendarDate` or an ISO string `YYYY-MM-DD`. */
export type DateInput = CalendarDate | string;

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type Season = "advent" | "christmas" | "lent" | "triduum" | "easter" | "ordinary";

/**
 * The Triduum days and All Souls rank above the ordinary solemnities in the
 * Table of Liturgical Days; they are reported as `solemnity` so the union stays small.
 */
export type Rank = "solemnity" | "feast" | "memorial" | "sunday" | "weekday";

export type LiturgicalColour = "green" | "violet" | "white" | "red" | "rose" | "black";

export type SundayCycle = "A" | "B" | "C";

export type WeekdayCycle = "I" | "II";

/** Stable camelCase key of a named celebration, suitable as an i18n message key. */
export type CelebrationKey = ProperKey | SanctoralKey;

export interface LiturgicalOptions {
  /** The Missal allows black as well as violet for All Souls. Default: violet. */
  readonly allSoulsColour?: "violet" | "black";
}

/**
 * One day of the General Roman Calendar, as plain JSON-serialisable data.
 *
 * `week` by season:
 * - advent: 1-4
 * - christmas: null
 * - lent: 0 for Ash Wednesday to the following Saturday, 1-5 for the Lenten weeks,
 *   6 for Holy Week (Palm Sunday to Wednesday)
 * - triduum (Holy Thursday to Holy Saturday): null
 * - easter: 1-7 (Easter Sunday and its octave = 1); null on Pentecost Sunday
 * - ordinary: 1-34, counted from the Baptism of the Lord before Lent and backwards
 *   from Christ the King (week 34) after Pentecost
 */
export interface LiturgicalDay {
  readonly date: string;
  readonly season: Season;
  readonly week: number | null;
  readonly weekday: Weekday;
  readonly celebration: CelebrationKey | null;
  readonly rank: Rank;
  readonly colour: LiturgicalColour;
  readonly sundayCycle: SundayCycle;
  readonly weekdayCycle: WeekdayCycle;
}

export interface GospelDay extends LiturgicalDay {
  readonly isToday: boolean;
}
