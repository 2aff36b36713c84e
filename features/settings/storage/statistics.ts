import { defineGroup, readBaseData, updateGroup } from "@/lib/client/storage/store";
import { isRecord } from "@/lib/client/storage/validate";

export interface PathViews {
  views: number;
  /** Last view, ms since 1970. */
  last: number;
}
export interface PageStatistics {
  /** First counted view, ms since 1970 (0: nothing counted yet). */
  since: number;
  paths: Record<string, PathViews>;
}

/** Distinct paths kept; the least recently viewed go first (mistyped addresses add paths). */
export const MAX_COUNTED_PATHS = 300;
const MAX_PATH_LENGTH = 200;

function parsePathViews(value: unknown): PathViews | undefined {
  if (!isRecord(value)) return undefined;
  const { views, last } = value;
  if (typeof views !== "number" || !Number.isInteger(views) || views < 0) return undefined;
  if (typeof last !== "number" || !Number.isFinite(last)) return undefined;
  return { views, last };
}

export const statisticsGroup = defineGroup<PageStatistics>({
  key: "statistics",
  parse: (value) => {
    if (!isRecord(value) || typeof value.since !== "number" || !isRecord(value.paths)) return undefined;
    const paths: Record<string, PathViews> = {};
    for (const [path, entry] of Object.entries(value.paths)) {
      const views = parsePathViews(entry);
      if (views && path.length <= MAX_PATH_LENGTH) paths[path] = views;
    }
    return { since: value.since, paths };
  },
  defaults: () => ({ since: 0, paths: {} }),
});

/** Counts a view of `path` when the visitor switched statistics on. */
export function recordPageView(path: string, now = Date.now()): void {
  if (!readBaseData().statistics) return;
  const key = path.slice(0, MAX_PATH_LENGTH);
  updateGroup(statisticsGroup, ({ since, paths }) => {
    const entries = Object.entries({ ...paths, [key]: { views: (paths[key]?.views ?? 0) + 1, last: now } });
    const kept = entries.sort(([, a], [, b]) => b.last - a.last).slice(0, MAX_COUNTED_PATHS);
    return { since: since || now, paths: Object.fromEntries(kept) };
  });
}
