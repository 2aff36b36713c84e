// What the public pages use of the daily gospel: the page's list and the start page's card.
import "server-only";

export { DailyGospelList } from "./daily-gospel-list";
export { GospelTodayCard, type CardClasses } from "./gospel-today-card";
