"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { listEntries, removeEntry, subscribe, type StoredEntry } from "@/lib/client/storage";
import { appendLog } from "@/lib/client/storage/log";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { formatBytes } from "./format";
import { StatusLine, type Status } from "@/components/tool-ui/status-line";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";

/** Every key this site keeps in the browser, its size, and a way to delete one. */
export function BrowserData() {
  const t = useTranslations("storage.settings.browserData");
  const locale = useLocale();
  const [entries, setEntries] = useState<StoredEntry[] | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: t("cancel") });

  useEffect(() => {
    const update = () => setEntries(listEntries());
    update();
    return subscribe(update);
  }, []);

  async function remove(key: string) {
    if (!(await ask(t("confirmRemove", { key }), t("remove")))) return;
    removeEntry(key);
    appendLog("action", `Deleted the stored entry ${key}`);
    setStatus({ kind: "done", text: t("removed", { key }) });
  }

  if (entries === null) return null;
  const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
  return (
    <>
      {entries.length === 0 ? (
        <p className={controls.note}>{t("empty")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={controls.note}>
              {t("total", { count: entries.length, size: formatBytes(total, locale) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("key")}</th>
                <th scope="col" className={styles.number}>
                  {t("size")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("remove")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.key}>
                  <th scope="row" className={styles.code}>
                    {entry.key}
                  </th>
                  <td className={styles.number}>{formatBytes(entry.bytes, locale)}</td>
                  <td>
                    <button
                      type="button"
                      className={controls.button}
                      aria-label={t("removeLabel", { key: entry.key })}
                      onClick={() => void remove(entry.key)}
                    >
                      {t("remove")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StatusLine status={status} />
      {dialog}
    </>
  );
}
