export { firstSundayOfAdvent } from "./advent";
export { addDays, formatIsoDate, parseIsoDate } from "./calendar-date";
export { CELEBRATION_KEYS } from "./celebration-keys";
export { sundayCycle, weekdayCycle } from "./cycles";
export { easterSunday } from "./easter";
export { gospelDays } from "./gospel-days";
export { gospelLink, hasGospelPlatform, type GospelLink, type GospelPlatformLocale } from "./gospel-link";
export { liturgicalDay } from "./liturgical-day";
export { liturgicalYearOf } from "./liturgical-year";
export type {
  CalendarDate,
  CelebrationKey,
  DateInput,
  GospelDay,
  LiturgicalColour,
  LiturgicalDay,
  LiturgicalOptions,
  Rank,
  Season,
  SundayCycle,
  Weekday,
  WeekdayCycle,
} from "./types";
