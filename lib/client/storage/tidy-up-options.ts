import { defineGroup } from "@/lib/client/storage/store";
import { isRecord } from "@/lib/client/storage/validate";

export interface TidyUpOptions {
  /** Log entries and page statistics older than this are dropped; 0 keeps everything. */
  maxAgeDays: number;
  /** The log keeps at most this many entries, the newest. */
  maxLogEntries: number;
  /** When the automatic tidy-up ran last (ms since 1970). */
  lastRun: number;
}

export const TIDY_UP_LIMITS = {
  maxAgeDays: { min: 0, max: 3650 },
  maxLogEntries: { min: 10, max: 5000 },
} as const;

export const tidyUpDefaults: TidyUpOptions = { maxAgeDays: 90, maxLogEntries: 200, lastRun: 0 };

function whole(value: unknown, { min, max }: { min: number; max: number }): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

export const tidyUpGroup = defineGroup<TidyUpOptions>({
  key: "tidyUp",
  parse: (value) => {
    if (!isRecord(value)) return undefined;
    const maxAgeDays = whole(value.maxAgeDays, TIDY_UP_LIMITS.maxAgeDays);
    const maxLogEntries = whole(value.maxLogEntries, TIDY_UP_LIMITS.maxLogEntries);
    const lastRun = typeof value.lastRun === "number" && Number.isFinite(value.lastRun) ? value.lastRun : 0;
    if (maxAgeDays === undefined || maxLogEntries === undefined) return undefined;
    return { maxAgeDays, maxLogEntries, lastRun };
  },
  defaults: () => ({ ...tidyUpDefaults }),
});
