"use client";

import { useTranslations } from "next-intl";
import controls from "@/components/tool-ui/controls.module.css";
import { directionOfCode, type EditorLanguage } from "./model/editor-state";
import styles from "./editor.module.css";

interface DownloadListProps {
  changed: readonly { language: EditorLanguage; changes: number }[];
  deleted: readonly string[];
  onDownload: (iso: string) => void;
  onDiscard: () => void;
}

/** The changed language files to download for the maintainers, and discarding every edit. */
export function DownloadList({ changed, deleted, onDownload, onDiscard }: DownloadListProps) {
  const t = useTranslations("languageEditor");
  return (
    <>
      <h2>{t("download.heading")}</h2>
      {changed.length === 0 ? (
        <p className={controls.note}>{t("download.none")}</p>
      ) : (
        <ul className={styles.downloads}>
          {changed.map(({ language, changes }) => (
            <li key={language.iso}>
              <button type="button" className={controls.button} onClick={() => onDownload(language.iso)}>
                {t("download.file", { file: `${language.iso}.json` })}
              </button>{" "}
              <span className={controls.note} dir={directionOfCode(language.iso)} lang={language.iso}>
                {language.name}
              </span>
              <span className={controls.note}>: {language.added ? t("download.added") : t("download.changes", { count: changes })}</span>
            </li>
          ))}
        </ul>
      )}
      {deleted.length > 0 ? <p className={controls.note}>{t("download.deleted", { names: deleted.join(", ") })}</p> : null}
      <div className={controls.actions}>
        <button type="button" className={`${controls.button} ${controls.danger}`} onClick={onDiscard} disabled={changed.length === 0 && deleted.length === 0}>
          {t("actions.discard")}
        </button>
      </div>
    </>
  );
}
