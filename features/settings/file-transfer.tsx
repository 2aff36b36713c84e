"use client";

import { useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import { isRemembering, readBaseData } from "@/lib/client/storage";
import { appendLog } from "@/lib/client/storage/log";
import { MAX_IMPORT_BYTES, applyImport, checkImport, exportFileName, exportText, type ImportProblem } from "./transfer";
import { applyBaseDataToDocument } from "./apply-base-data";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { downloadFile } from "@/lib/client/download-file";
import { StatusLine, type Status } from "@/components/tool-ui/status-line";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";

type Translate = ReturnType<typeof useTranslations<"storage.settings.transfer">>;

function problemText(problem: Exclude<ImportProblem, { kind: "corrupt" }>, t: Translate): string {
  if (problem.kind === "version") return t("problems.version", { version: String(problem.version) });
  if (problem.kind === "entry") return t("problems.entry", { key: problem.key });
  return t("problems.format");
}

/** Export everything as one JSON file; import one after checking it and asking before overwriting. */
export function FileTransfer() {
  const t = useTranslations("storage.settings.transfer");
  const [status, setStatus] = useState<Status>(null);
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: t("cancel") });
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();

  function exportAll() {
    const host = window.location.hostname;
    const fileName = exportFileName(host, new Date());
    downloadFile(exportText(host), fileName, "application/json;charset=utf-8");
    appendLog("action", `Exported ${fileName}`);
    setStatus({ kind: "done", text: t("exported", { file: fileName }) });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!isRemembering()) return setStatus({ kind: "error", text: t("rememberingOff") });
    if (file.size > MAX_IMPORT_BYTES) return setStatus({ kind: "error", text: t("parseError"), detail: t("tooLarge") });
    const check = checkImport(await file.text(), window.location.hostname);
    if (!check.ok) {
      appendLog("error", `Import of ${file.name} refused: ${check.problem.kind}`);
      return setStatus(
        check.problem.kind === "corrupt"
          ? { kind: "error", text: t("corrupt") }
          : { kind: "error", text: t("parseError"), detail: problemText(check.problem, t) },
      );
    }
    if (!(await ask(t("confirmImport"), t("confirmImportButton")))) return setStatus(null);
    if (!applyImport(check.entries)) return setStatus({ kind: "error", text: t("refused") });
    applyBaseDataToDocument(readBaseData());
    appendLog("action", `Imported ${file.name}`);
    setStatus({ kind: "done", text: t("imported") });
  }

  return (
    <>
      {/* Export and import side by side where the card has room (round 89: stacked, two buttons of a
          pair read as two separate steps). */}
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={exportAll}>
          {t("export")}
        </button>
        {/* The native control speaks the browser's language; the label is the visible button. */}
        <input
          ref={input}
          id={`${helpId}-file`}
          type="file"
          accept="application/json,.json"
          aria-describedby={helpId}
          className={styles.fileInput}
          onChange={(event) => void importFile(event)}
        />
        <label htmlFor={`${helpId}-file`} className={controls.button}>
          {t("import")}
        </label>
      </div>
      <p id={helpId} className={controls.note}>
        {t("importHelp")}
      </p>
      <StatusLine status={status} />
      {dialog}
    </>
  );
}
