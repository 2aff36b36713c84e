"use client";

import { useCallback, useState } from "react";

/** The line above the calendar that says what the last action did. */
export type Notice = { readonly kind: "success" | "error"; readonly text: string; readonly detail?: string };

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const say = useCallback((kind: Notice["kind"], text: string, detail?: string) => setNotice({ kind, text, detail }), []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, say, dismiss };
}
