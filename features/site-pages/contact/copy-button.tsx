"use client";

import type { ReactNode } from "react";
import { useCopyConfirmation } from "@/components/media/use-copy-confirmation";
import styles from "./contact.module.css";

/**
 * A button that copies `text`: "Copy" on its own beside a value (an IBAN), or, given the value as
 * children, a whole contact row (fax) in the same box as the linked channels, with "Copy" at its end.
 */
export function CopyButton({ text, copyLabel, copiedLabel, children }: { text: string; copyLabel: string; copiedLabel: string; children?: ReactNode }) {
  const { confirmed, copy } = useCopyConfirmation();
  return (
    <>
      <button type="button" className={children ? styles.button : styles.copy} onClick={() => void copy(text)}>
        {children}
        {children ? <span className={styles.copyHint}>{copyLabel}</span> : copyLabel}
      </button>
      <span role="status" className={styles.status}>
        {confirmed ? copiedLabel : ""}
      </span>
    </>
  );
}
