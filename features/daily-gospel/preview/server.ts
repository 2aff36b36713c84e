// What the start page shows of the daily gospel: today's card. An entry of its own, apart from the
// page's list (server.ts), so the start page's route takes neither the list's code nor its styles.
import "server-only";

export { GospelTodayCard } from "../gospel-today-card";
