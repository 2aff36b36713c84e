"use client";

import { useMessages, useTranslations } from "next-intl";
import { useState } from "react";
import { errorText, type ErrorCode, type ErrorTexts } from "./error-text";
import { postJson } from "@/lib/client/request";

/**
 * The busy flag and error line of a form that posts to the auth API: `call` resolves to the
 * answer's data, or to undefined after setting the translated error. The error texts are the
 * `auth.errors` group, looked up by the code the API answers.
 */
export function useApiCall() {
  const t = useTranslations("auth.errors");
  const errors = useMessages().auth.errors;
  const texts: ErrorTexts = {
    text: (code, values) => t(code, values),
    // A code the group lacks falls back to `unknown`.
    isCode: (code): code is ErrorCode => Object.hasOwn(errors, code),
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function call<T>(url: string, body: unknown): Promise<T | undefined> {
    setBusy(true);
    setError("");
    const result = await postJson<T>(url, body);
    setBusy(false);
    if (result.error || result.data === null) {
      setError(errorText(result, texts));
      return undefined;
    }
    return result.data;
  }
  return { busy, error, setError, call };
}
