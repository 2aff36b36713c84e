export { firstSundayOfAdvent } from "./advent";
export { addDays,  parseIsoDate } from "./calendar-date";
export { CELEBRATION_KEYS } from "./celebration-keys";
export { sundayCycle, weekdayCycle } from "./cycles";
export { easterSunday } from "./easter";
export { gospelDays } from "./gospel-days";
export { gospelLink,    } from "./gospel-link";
export { liturgicalDay } from "./liturgical-day";
export { liturgicalYearOf } from "./liturgical-year";
export type {
  
  CelebrationKey,
  
  GospelDay,
  LiturgicalColour,
  LiturgicalDay,
  
  
  
  SundayCycle,
  Weekday,
  WeekdayCycle,
} from "./types";
