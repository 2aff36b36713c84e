"use client";

import { useId, useRef, useState, type ChangeEvent } from "react";
import { fillTemplate } from "@/lib/format/fill-template";
import { isRemembering, readBaseData } from "@/lib/client/storage";
import { appendLog } from "@/lib/client/storage/log";
import { MAX_IMPORT_BYTES, applyImport, checkImport, exportFileName, exportText, type ImportProblem } from "@/features/settings/transfer";
import { applyBaseDataToDocument } from "./apply-base-data";
import { useConfirm } from "@/components/tool-ui/use-confirm";
import { downloadFile } from "@/lib/client/download-file";
import { StatusLine, type Status } from "@/components/tool-ui/status-line";
import controls from "@/components/tool-ui/controls.module.css";
import styles from "@/components/tool-ui/form.module.css";

export interface TransferTexts {
  export: string;
  exported: string;
  import: string;
  importHelp: string;
  confirmImport: string;
  confirmImportButton: string;
  imported: string;
  corrupt: string;
  parseError: string;
  problems: { format: string; version: string; entry: string };
  tooLarge: string;
  refused: string;
  rememberingOff: string;
  cancel: string;
}

function problemText(problem: Exclude<ImportProblem, { kind: "corrupt" }>, texts: TransferTexts): string {
  if (problem.kind === "version") return fillTemplate(texts.problems.version, { version: String(problem.version) });
  if (problem.kind === "entry") return fillTemplate(texts.problems.entry, { key: problem.key });
  return texts.problems.format;
}

/** Export everything as one JSON file; import one after checking it and asking before overwriting. */
export function FileTransfer({ texts }: { texts: TransferTexts }) {
  const [status, setStatus] = useState<Status>(null);
  const { confirmDialog: dialog, confirm: ask } = useConfirm({ cancel: texts.cancel });
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();

  function exportAll() {
    const host = window.location.hostname;
    const fileName = exportFileName(host, new Date());
    downloadFile(exportText(host), fileName, "application/json;charset=utf-8");
    appendLog("action", `Exported ${fileName}`);
    setStatus({ kind: "done", text: fillTemplate(texts.exported, { file: fileName }) });
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (input.current) input.current.value = "";
    if (!file) return;
    if (!isRemembering()) return setStatus({ kind: "error", text: texts.rememberingOff });
    if (file.size > MAX_IMPORT_BYTES) return setStatus({ kind: "error", text: texts.parseError, detail: texts.tooLarge });
    const check = checkImport(await file.text(), window.location.hostname);
    if (!check.ok) {
      appendLog("error", `Import of ${file.name} refused: ${check.problem.kind}`);
      return setStatus(
        check.problem.kind === "corrupt"
          ? { kind: "error", text: texts.corrupt }
          : { kind: "error", text: texts.parseError, detail: problemText(check.problem, texts) },
      );
    }
    if (!(await ask(texts.confirmImport, texts.confirmImportButton))) return setStatus(null);
    if (!applyImport(check.entries)) return setStatus({ kind: "error", text: texts.refused });
    applyBaseDataToDocument(readBaseData());
    appendLog("action", `Imported ${file.name}`);
    setStatus({ kind: "done", text: texts.imported });
  }

  return (
    <>
      <div className={controls.actions}>
        <button type="button" className={controls.button} onClick={exportAll}>
          {texts.export}
        </button>
      </div>
      <div className={styles.field}>
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
          {texts.import}
        </label>
      </div>
      <p id={helpId} className={controls.note}>
        {texts.importHelp}
      </p>
      <StatusLine status={status} />
      {dialog}
    </>
  );
}
