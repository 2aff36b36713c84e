"use client";

import { useId, useState, type ReactNode } from "react";
import styles from "./contact.module.css";

/** Closed by default; the details stay in the DOM (hidden) so the server renders them once. */
export function ContactToggle({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.contact}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? closeLabel : openLabel}
      </button>
      <div id={id} className={styles.details} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
