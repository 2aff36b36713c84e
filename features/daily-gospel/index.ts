// What the rest of the site uses of the daily gospel: the page's list and the hero's card.
export { DailyGospelList } from "./daily-gospel-list";
export { GospelTodayCard } from "./gospel-today-card";
