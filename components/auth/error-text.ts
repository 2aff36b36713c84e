import type { RequestResult } from "./request";
import { fillTemplate } from "@/lib/format/fill-template";

/** The texts of the auth API's error codes (`auth.errors`), plus `network` and `unknown` (with {status}). */
export type ErrorTexts = Readonly<Record<string, string>>;

/** The text to show for a failed call: by the API's code, else by the kind of failure. */
export function errorText(result: RequestResult, texts: ErrorTexts, locale: string): string {
  if (result.status === 0) return texts.network ?? "";
  const data = result.data as { code?: unknown; retryAfter?: unknown } | null;
  const code = typeof data?.code === "string" ? data.code : "";
  const minutes = typeof data?.retryAfter === "number" ? Math.max(1, Math.ceil(data.retryAfter / 60)) : 1;
  const text = texts[code];
  return text ? fillTemplate(text, { minutes }, locale) : fillTemplate(texts.unknown ?? "", { status: result.status }, locale);
}
