import { appendLog } from "@/lib/client/storage/log";
import { tidyUpDaily } from "./tidy-up";

/**
 * What the page shell does now and then, loaded only when there is something to do (an error
 * to log, statistics being counted), so that public pages do not carry this code up front.
 * Logging and counting are what make the log and the statistics grow, so the daily tidy-up
 * runs with them.
 */
export { tidyUpDaily };

export function logError(text: string): void {
  appendLog("error", text);
  tidyUpDaily();
}
