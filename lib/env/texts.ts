import type { EnvSource } from "./source.ts";

/**
 * Whether a missing or unformattable text shows as `[missing message: key]`: always outside
 * production, and in a production build with MESSAGES_MARK_MISSING=1 (the test build), so the
 * end-to-end checks find it.
 */
export const markMissingTexts = (env: EnvSource = process.env): boolean => env.NODE_ENV !== "production" || env.MESSAGES_MARK_MISSING === "1";
