import styles from "./gallery.module.css";

/** Points to the inline start ("previous"); CSS mirrors it in right-to-left documents. */
export function ChevronIcon({ flip = false }: { flip?: boolean }) {
  return (
    <svg
      className={flip ? `${styles.icon} ${styles.chevron} ${styles.flip}` : `${styles.icon} ${styles.chevron}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
