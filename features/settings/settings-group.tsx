import type { ReactNode } from "react";
import styles from "@/components/tool-ui/form.module.css";

/** One card of the settings page (the site's own card, app/globals.css): a titled group that a screen reader can jump to as a region. */
export function SettingsGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`card ${styles.group}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
