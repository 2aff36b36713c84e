"use client";

import { useEffect, useRef, useState } from "react";
import { createCopyConfirmation, type CopyConfirmation } from "./copy-confirmation";
import { copyText } from "./copy-text";

/** Copies on demand and reports `confirmed` for 1.5 s after each successful copy. */
export function useCopyConfirmation(durationMs = 1500) {
  const [confirmed, setConfirmed] = useState(false);
  const confirmation = useRef<CopyConfirmation | null>(null);

  useEffect(() => {
    const current = createCopyConfirmation(setConfirmed, durationMs);
    confirmation.current = current;
    return () => current.dispose();
  }, [durationMs]);

  async function copy(text: string) {
    if (await copyText(text)) confirmation.current?.show();
  }

  return { confirmed, copy };
}
