"use client";

import { useState } from "react";
import { errorText, type ErrorTexts } from "./error-text";
import { postJson } from "./request";

/**
 * The busy flag and error line of a form that posts to the auth API: `call` resolves to the
 * answer's data, or to undefined after setting the translated error.
 */
export function useApiCall(errors: ErrorTexts, locale: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function call<T>(url: string, body: unknown): Promise<T | undefined> {
    setBusy(true);
    setError("");
    const result = await postJson<T>(url, body);
    setBusy(false);
    if (result.error || result.data === null) {
      setError(errorText(result, errors, locale));
      return undefined;
    }
    return result.data;
  }
  return { busy, error, setError, call };
}
