"use client";

import { useMessages } from "next-intl";
import { useState } from "react";
import { errorText } from "./error-text";
import { postJson } from "./request";

/**
 * The busy flag and error line of a form that posts to the auth API: `call` resolves to the
 * answer's data, or to undefined after setting the translated error. The error texts are the
 * `auth.errors` group, looked up by the code the API answers and filled like every form text.
 */
export function useApiCall(locale: string) {
  const errors = useMessages().auth.errors;
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
