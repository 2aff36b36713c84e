import type { DayNumber } from "./calendar-date";
import { PRECEDENCE, type Celebration } from "./celebration";
import type { YearMarkers } from "./year-markers";

export const PROPER_KEYS = [
  "christmas",
  "epiphany",
  "baptismOfTheLord",
  "holyFamily",
  "ashWednesday",
  "palmSunday",
  "holyThursday",
  "goodFriday",
  "holySaturday",
  "easterSunday",
  "divineMercySunday",
  "ascension",
  "pentecost",
  "holyTrinity",
  "corpusChristi",
  "sacredHeart",
  "christTheKing",
  "maryMotherOfTheChurch",
  "immaculateHeartOfMary",
] as const;

export type ProperKey = (typeof PROPER_KEYS)[number];

export interface DatedCelebration extends Celebration {
  readonly date: DayNumber;
}

/** Movable days that define their date and are never displaced. */
export function properCelebrations(m: YearMarkers): readonly DatedCelebration[] {
  const { principal, solemnity, triduum, feastOfTheLord } = PRECEDENCE;
  return [
    { date: m.christmas, key: "christmas", rank: "solemnity", colour: "white", precedence: principal },
    { date: m.epiphany, key: "epiphany", rank: "solemnity", colour: "white", precedence: principal },
    { date: m.baptismOfTheLord, key: "baptismOfTheLord", rank: "feast", colour: "white", precedence: feastOfTheLord },
    { date: m.holyFamily, key: "holyFamily", rank: "feast", colour: "white", precedence: feastOfTheLord },
    { date: m.ashWednesday, key: "ashWednesday", rank: "weekday", colour: "violet", precedence: principal },
    { date: m.palmSunday, key: "palmSunday", rank: "sunday", colour: "red", precedence: principal },
    { date: m.holyThursday, key: "holyThursday", rank: "solemnity", colour: "white", precedence: triduum },
    { date: m.goodFriday, key: "goodFriday", rank: "solemnity", colour: "red", precedence: triduum },
    // White because the gospel of the day is the Easter Vigil's.
    { date: m.holySaturday, key: "holySaturday", rank: "solemnity", colour: "white", precedence: triduum },
    { date: m.easter, key: "easterSunday", rank: "solemnity", colour: "white", precedence: triduum },
    { date: m.divineMercySunday, key: "divineMercySunday", rank: "sunday", colour: "white", precedence: principal },
    { date: m.ascension, key: "ascension", rank: "solemnity", colour: "white", precedence: principal },
    { date: m.pentecost, key: "pentecost", rank: "solemnity", colour: "red", precedence: principal },
    { date: m.holyTrinity, key: "holyTrinity", rank: "solemnity", colour: "white", precedence: solemnity },
    { date: m.corpusChristi, key: "corpusChristi", rank: "solemnity", colour: "white", precedence: solemnity },
    { date: m.sacredHeart, key: "sacredHeart", rank: "solemnity", colour: "white", precedence: solemnity },
    { date: m.christTheKing, key: "christTheKing", rank: "solemnity", colour: "white", precedence: solemnity },
  ];
}

/** Movable memorials, which yield to stronger days like any fixed memorial. */
export function properMemorials(m: YearMarkers): readonly DatedCelebration[] {
  const { memorial } = PRECEDENCE;
  return [
    { date: m.pentecost + 1, key: "maryMotherOfTheChurch", rank: "memorial", colour: "white", precedence: memorial },
    { date: m.sacredHeart + 1, key: "immaculateHeartOfMary", rank: "memorial", colour: "white", precedence: memorial },
  ];
}
