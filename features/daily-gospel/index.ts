// The daily gospel in the browser: the visitor's own today, marked in the prerendered list.
export { GospelToday } from "./gospel-today-loader";
