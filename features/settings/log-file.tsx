"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { logFileText, logGroup } from "@/lib/client/storage/log";
import { tidyUpGroup } from "@/lib/client/storage/tidy-up-options";
import { useGroup } from "@/lib/client/storage/use-group";
import { downloadFile } from "@/lib/client/download-file";
import { formatDateTime } from "./format";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";

const SHOWN = 50;

/** The bounded in-browser log of errors and actions, newest first, downloadable as a text file. */
export function LogFile() {
  const t = useTranslations("storage.settings.log");
  const locale = useLocale();
  const format = useFormatter();
  const [entries, setEntries] = useGroup(logGroup);
  const [options] = useGroup(tidyUpGroup);
  const newest = entries.slice(-SHOWN).reverse();

  function download() {
    const day = new Date().toISOString().slice(0, 10);
    downloadFile(logFileText(entries), `${window.location.hostname}-log-${day}.log`, "text/plain;charset=utf-8");
  }

  return (
    <>
      <p className={controls.note}>{t("help", { max: options.maxLogEntries })}</p>
      {entries.length === 0 ? (
        <p className={controls.note}>{t("empty")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={controls.note}>{t("shown", { shown: format.number(newest.length), total: entries.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("time")}</th>
                <th scope="col">{t("kind")}</th>
                <th scope="col">{t("entry")}</th>
              </tr>
            </thead>
            <tbody>
              {newest.map((entry, index) => (
                // Entries have no id; time and position together are unique within the list.
                <tr key={`${entry.at}-${index}`}>
                  <td className={styles.number}>{formatDateTime(entry.at, locale)}</td>
                  <td className={entry.level === "error" ? styles.error : undefined}>{t(`kinds.${entry.level}`)}</td>
                  <td dir="ltr" lang="en">
                    {entry.text}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={download} disabled={entries.length === 0}>
          {t("download")}
        </button>
        <button type="button" className={controls.button} onClick={() => setEntries([])} disabled={entries.length === 0}>
          {t("clear")}
        </button>
      </div>
    </>
  );
}
