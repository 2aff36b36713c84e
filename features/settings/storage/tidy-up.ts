import { logGroup } from "@/lib/client/storage/log";
import { statisticsGroup } from "./statistics";
import { readGroup, updateGroup, writeGroup } from "@/lib/client/storage/store";
import { tidyUpGroup } from "@/lib/client/storage/tidy-up-options";

const DAY = 24 * 60 * 60 * 1000;

export interface TidyUpResult {
  logEntries: number;
  paths: number;
}

/** Drops log entries and page statistics older than the chosen age and caps the log. */
export function tidyUp(now = Date.now()): TidyUpResult {
  const { maxAgeDays, maxLogEntries } = readGroup(tidyUpGroup);
  const cutoff = maxAgeDays > 0 ? now - maxAgeDays * DAY : -Infinity;
  const result: TidyUpResult = { logEntries: 0, paths: 0 };

  const log = readGroup(logGroup);
  const keptLog = log.filter((entry) => entry.at >= cutoff).slice(-maxLogEntries);
  result.logEntries = log.length - keptLog.length;
  if (result.logEntries > 0) writeGroup(logGroup, keptLog);

  const statistics = readGroup(statisticsGroup);
  const keptPaths = Object.entries(statistics.paths).filter(([, entry]) => entry.last >= cutoff);
  result.paths = Object.keys(statistics.paths).length - keptPaths.length;
  if (result.paths > 0) writeGroup(statisticsGroup, { ...statistics, paths: Object.fromEntries(keptPaths) });

  updateGroup(tidyUpGroup, (options) => ({ ...options, lastRun: now }));
  return result;
}

/** The automatic tidy-up: at most once a day, on any page. */
export function tidyUpDaily(now = Date.now()): void {
  if (now - readGroup(tidyUpGroup).lastRun >= DAY) tidyUp(now);
}
