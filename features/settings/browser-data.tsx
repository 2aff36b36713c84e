"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { listEntries, removeEntry, subscribe, type StoredEntry } from "@/lib/client/storage";
import { appendLog } from "@/lib/client/storage/log";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { formatBytes } from "./format";
import { isNamedEntry } from "./stored-entry-name";
import { StatusLine, type Status } from "@/components/tool-ui/status-line";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";

/**
 * What this site keeps in the browser, each entry by its name in plain words with a way to delete it;
 * the storage keys and their sizes wait in a closed "Technical details" (round 81: `baseData` and
 * byte counts in monospace were developer material on a volunteers' page).
 */
export function BrowserData() {
  const t = useTranslations("storage.settings");
  const locale = useLocale();
  const [entries, setEntries] = useState<StoredEntry[] | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: t("browserData.cancel") });

  useEffect(() => {
    const update = () => setEntries(listEntries());
    update();
    return subscribe(update);
  }, []);

  const nameOf = (key: string) => (isNamedEntry(key) ? t(`browserData.names.${key}`) : key);

  async function remove(key: string) {
    const name = nameOf(key);
    if (!(await ask(t("browserData.confirmRemove", { key: name }), t("browserData.remove")))) return;
    removeEntry(key);
    appendLog("action", `Deleted the stored entry ${key}`);
    setStatus({ kind: "done", text: t("browserData.removed", { key: name }) });
  }

  if (entries === null) return null;
  const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return (
    <>
      {entries.length === 0 ? (
        <p className={controls.note}>{t("browserData.empty")}</p>
      ) : (
        <>
          <ul className={styles.entries} data-testid="stored-entries">
            {entries.map((entry) => (
              <li key={entry.key}>
                <span>{nameOf(entry.key)}</span>
                <button
                  type="button"
                  className={controls.button}
                  aria-label={t("browserData.removeLabel", { key: nameOf(entry.key) })}
                  onClick={() => void remove(entry.key)}
                >
                  {t("browserData.remove")}
                </button>
              </li>
            ))}
          </ul>
          <details className={`disclosure ${styles.technical}`} data-testid="stored-entries-technical">
            <summary>{t("technicalDetails")}</summary>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={controls.note}>
                  {t("browserData.total", { count: entries.length, size: formatBytes(total, locale) })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("browserData.key")}</th>
                    <th scope="col">{t("browserData.storageKey")}</th>
                    <th scope="col" className={styles.number}>
                      {t("browserData.size")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.key}>
                      <th scope="row">{nameOf(entry.key)}</th>
                      <td className={styles.code} dir="ltr">
                        {entry.key}
                      </td>
                      <td className={styles.number}>{formatBytes(entry.bytes, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
      <StatusLine status={status} />
      {dialog}
    </>
  );
}
