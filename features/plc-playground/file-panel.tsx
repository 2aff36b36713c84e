"use client";

import { useRef } from "react";
import shared from "@/components/tool-ui/tools.module.css";
import { downloadFile } from "@/lib/client/download-file";
import { randomId } from "@/lib/client/random-id";
import { defaultPlayground } from "./model/default-playground";
import { parsePlaygroundFile, toPlaygroundFile, type PlaygroundFileError } from "./model/playground-file";
import { NAME_MAX_LENGTH, type PlaygroundAction, type PlaygroundState } from "./model/playground-state";
import { toS7Source } from "./model/s7-source";
import styles from "./playground.module.css";
import { defaultComment, nameProblemText, parseErrorText, usePlcTexts, type PlcTexts } from "./texts";

const MAX_IMPORT_BYTES = 1_000_000;

interface FilePanelProps {
  state: PlaygroundState;
  dispatch: (action: PlaygroundAction) => void;
  setStatus: (message: string) => void;
}

/** Export as a playground file or S7 source, import a playground file, restore the example. */
export function FilePanel({ state, dispatch, setStatus }: FilePanelProps) {
  const texts = usePlcTexts();
  const { t } = texts;
  const fileInput = useRef<HTMLInputElement>(null);
  const { area } = state;
  const fileName = (area.name.trim() || `DB${area.dbNumber}`).replace(/[^\p{L}\p{N}_-]+/gu, "_");

  async function importFile(file: File) {
    if (file.size > MAX_IMPORT_BYTES) {
      setStatus(t("file.tooLarge"));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStatus(t("fileErrors.unreadable"));
      return;
    }
    const result = parsePlaygroundFile(text, () => randomId());
    if (!result.ok) {
      setStatus(fileErrorText(texts, result.error));
      return;
    }
    if (!window.confirm(t("file.confirmImport"))) return;
    dispatch({ type: "replace", area: result.area, variables: result.variables, ...(result.data ? { data: result.data } : {}) });
    if (!result.data) dispatch({ type: "loadStartValues" });
    setStatus(t("file.imported", { count: result.variables.length, size: result.area.size }));
  }

  function restoreExample() {
    if (!window.confirm(t("file.confirmReset"))) return;
    const example = defaultPlayground((key) => defaultComment(texts, key), () => randomId(), "");
    dispatch({ type: "replace", area: example.area, variables: example.variables, data: example.data });
    setStatus(t("file.resetDone"));
  }

  return (
    <>
      <h2 className={styles.subheading}>{t("file.heading")}</h2>
      <div className={`${shared.toolbar} ${styles.stackedButtons}`}>
        <button
          type="button"
          className={shared.button}
          onClick={() => downloadFile(toPlaygroundFile(state), `${fileName}.json`, "application/json")}
        >
          {t("file.exportJson")}
        </button>
        <button
          type="button"
          className={shared.button}
          onClick={() => downloadFile(toS7Source(state), `${fileName}.db`, "text/plain")}
        >
          {t("file.exportSource")}
        </button>
        <button type="button" className={shared.button} onClick={() => fileInput.current?.click()}>
          {t("file.import")}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          data-testid="plc-import"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void importFile(file);
          }}
        />
        <button type="button" className={shared.button} onClick={restoreExample}>
          {t("file.reset")}
        </button>
      </div>
    </>
  );
}

function fileErrorText(texts: PlcTexts, error: PlaygroundFileError): string {
  switch (error.code) {
    case "notJson":
      return texts.t("fileErrors.notJson");
    case "notAPlaygroundFile":
      return texts.t("fileErrors.notAPlaygroundFile", { path: error.path });
    case "badName":
      return texts.t("fileErrors.badName", { name: error.name, problem: nameProblemText(texts, error.problem, NAME_MAX_LENGTH) });
    case "badOffset":
      return texts.t("fileErrors.badOffset", { name: error.name, offset: error.offset });
    case "badStart":
      return texts.t("fileErrors.badStart", { name: error.name, problem: parseErrorText(texts, error.type, error.error) });
    case "badData":
      return texts.t("fileErrors.badData", { expected: error.expected, actual: error.actual });
  }
}
