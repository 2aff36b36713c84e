"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import controls from "@/components/tool-ui/controls.module.css";
import { REFERENCE } from "./model/editor-state";
import styles from "./editor.module.css";
import type { EditorActions } from "./use-editor-actions";

/** The edit and clipboard buttons, the destructive ones in a disclosure, and the field to paste into when the browser denies reading. */
export function EditorButtons({ actions, selected }: { actions: EditorActions; selected: string }) {
  const t = useTranslations("languageEditor");
  const id = useId();
  const { pasteField } = actions;
  return (
    <>
      <h2>{t("actions.heading")}</h2>
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={actions.fill} disabled={selected === REFERENCE}>
          {t("actions.fillEmpty")}
        </button>
      </div>
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={() => void actions.copy("json")}>
          {t("actions.copyJson")}
        </button>
        <button type="button" className={controls.button} onClick={() => void actions.copy("sheet")}>
          {t("actions.copySheet")}
        </button>
        <button type="button" className={controls.button} onClick={() => void actions.paste()}>
          {t("actions.paste")}
        </button>
      </div>
      <p className={controls.note}>{t("actions.clipboardHelp")}</p>
      {pasteField !== null ? (
        <div className={styles.pasteField}>
          <label htmlFor={`${id}-paste`}>{t("pasteField")}</label>
          <textarea id={`${id}-paste`} className={styles.textarea} rows={4} value={pasteField} onChange={(event) => actions.setPasteField(event.target.value)} />
          <button type="button" className={controls.button} onClick={() => void actions.applyPaste(pasteField)}>
            {t("pasteApply")}
          </button>
        </div>
      ) : null}
      {/* Emptying or deleting a language is rare and undoes a translator's work: folded away from the
          everyday buttons, each still asks before it acts. */}
      <details className={styles.dangerZone}>
        <summary>{t("actions.dangerZone")}</summary>
        <div className={controls.actions}>
          <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => void actions.clear()}>
            {t("actions.clearAll")}
          </button>
          <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => void actions.remove()} disabled={selected === REFERENCE}>
            {t("actions.delete")}
          </button>
        </div>
      </details>
    </>
  );
}
