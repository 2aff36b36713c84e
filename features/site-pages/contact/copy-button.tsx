"use client";

import { useCopyConfirmation } from "@/components/media/use-copy-confirmation";
import styles from "./contact.module.css";

export function CopyButton({ text, copyLabel, copiedLabel }: { text: string; copyLabel: string; copiedLabel: string }) {
  const { confirmed, copy } = useCopyConfirmation();
  return (
    <>
      <button type="button" className={styles.copy} onClick={() => void copy(text)}>
        {copyLabel}
      </button>
      <span role="status" className={styles.status}>
        {confirmed ? copiedLabel : ""}
      </span>
    </>
  );
}
