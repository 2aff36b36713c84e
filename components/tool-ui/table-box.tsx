import type { ReactNode } from "react";
import styles from "./tools.module.css";

/**
 * A wide table that scrolls sideways in its own box. A box without controls inside is a
 * focusable, named region, so that keyboard users can scroll it too.
 */
export function TableBox({ label, focusable = false, className, children }: { label?: string; focusable?: boolean; className?: string; children: ReactNode }) {
  return (
    <div
      className={`${styles.tableBox} ${className ?? ""}`}
      {...(focusable ? { tabIndex: 0, role: "region", "aria-label": label } : {})}
    >
      {children}
    </div>
  );
}
