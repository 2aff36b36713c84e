"use client";

import shared from "@/components/tool-ui/tools.module.css";
import styles from "./playground.module.css";
import { usePlcTexts } from "./texts";
import type { WatchTable } from "./use-watch-table";

/** Monitor, modify, force and the force lamp, above the watch table. */
export function WatchToolbar({ watch, label, anyForced }: { watch: WatchTable; label: string; anyForced: boolean }) {
  const { t } = usePlcTexts();
  return (
    <div className={shared.toolbar} role="toolbar" aria-label={label}>
      <button type="button" className={shared.button} aria-pressed={watch.monitoring} onClick={watch.toggleMonitoring}>
        <span aria-hidden="true" className={watch.monitoring ? styles.monitorOn : styles.monitorOff} />
        {t("watch.monitorAll")}
      </button>
      <button type="button" className={shared.button} onClick={watch.modifySelected}>
        <span aria-hidden="true">⚡</span>
        {t("watch.modifyNow")}
      </button>
      <button type="button" className={shared.button} onClick={watch.startForcing}>
        {t("watch.startForcing")}
      </button>
      <button type="button" className={shared.button} disabled={!anyForced} onClick={watch.stopForcing}>
        {t("watch.stopForcing")}
      </button>
      <span
        className={`${styles.forceLamp} ${anyForced ? styles.forceLampOn : ""}`}
        role="img"
        aria-label={anyForced ? t("watch.forceLampOn") : t("watch.forceLampOff")}
        data-testid="force-lamp"
        data-on={anyForced}
      >
        {t("watch.forceLamp")}
      </span>
    </div>
  );
}
