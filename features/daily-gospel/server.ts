// What the daily gospel page uses of the feature: the list of days; the start page's card has its
// own entry (preview/server.ts).
import "server-only";

export { DailyGospelList } from "./daily-gospel-list";
