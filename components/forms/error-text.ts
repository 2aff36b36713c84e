import type { Messages } from "next-intl";
import type { RequestResult } from "@/lib/client/request";

/** A key of the `auth.errors` group: the API's error codes, `network` and `unknown` (with {status}). */
export type ErrorCode = keyof Messages["auth"]["errors"];

/** The `auth.errors` texts: `text` formats one, `isCode` tells whether a code the API sent has one. */
export interface ErrorTexts {
  text(code: ErrorCode, values?: Record<string, number>): string;
  isCode(code: string): code is ErrorCode;
}

/** The text to show for a failed call: by the API's code, else by the kind of failure. */
export function errorText(result: RequestResult, texts: ErrorTexts): string {
  if (result.status === 0) return texts.text("network");
  const data = result.data as { code?: unknown; retryAfter?: unknown } | null;
  const code = typeof data?.code === "string" ? data.code : "";
  const minutes = typeof data?.retryAfter === "number" ? Math.max(1, Math.ceil(data.retryAfter / 60)) : 1;
  return texts.isCode(code) ? texts.text(code, { minutes }) : texts.text("unknown", { status: result.status });
}
