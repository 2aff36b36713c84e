"use client";

import { useTranslations } from "next-intl";
import { useRef, type ChangeEvent } from "react";
import ui from "@/components/tool-ui/tool-ui.module.css";
import type { ToolbarActions } from "./use-toolbar-actions";
import styles from "./time-recording.module.css";

type ActionKey = "newEvent" | "save" | "reset" | "import" | "export" | "deleteAllDay" | "deleteAll";
type ActionButton = { key: ActionKey; onClick?: () => void; className?: string };

function Buttons({ buttons, onImport }: { buttons: readonly ActionButton[]; onImport?: () => void }) {
  const t = useTranslations("timeRecording");
  return buttons.map(({ key, onClick, className }) => (
    <button key={key} type="button" className={`${ui.button} ${className ?? ""}`} onClick={onClick ?? onImport}>
      {t(`actions.${key}`)}
    </button>
  ));
}

/** The everyday buttons above the calendar: a new entry and saving, so that the calendar stays in the first screen. */
export function CalendarToolbar({ actions }: { actions: ToolbarActions }) {
  const t = useTranslations("timeRecording");
  return (
    <div className={ui.buttonBar} role="toolbar" aria-label={t("actionsLabel")}>
      <Buttons
        buttons={[
          { key: "newEvent", onClick: actions.newEvent, className: ui.primary },
          { key: "save", onClick: actions.save },
        ]}
      />
    </div>
  );
}

/**
 * The rarely used and destructive actions, folded under the calendar: back to the initial data,
 * import (it reads a file the visitor picks), export, and the deletions, each asking before it acts.
 */
export function CalendarMoreActions({ actions }: { actions: ToolbarActions }) {
  const t = useTranslations("timeRecording");
  const fileInput = useRef<HTMLInputElement>(null);

  function pickFile(changeEvent: ChangeEvent<HTMLInputElement>) {
    const input = changeEvent.target;
    const file = input.files?.[0];
    input.value = "";
    if (file) void actions.importFile(file);
  }

  return (
    <details className={`disclosure ${styles.moreActions}`}>
      <summary>{t("moreActions")}</summary>
      <div className={ui.buttonBar} role="toolbar" aria-label={t("moreActions")}>
        {/* The import button opens the file picker (a ref, so it is wired in the markup below). */}
        <Buttons
          onImport={() => fileInput.current?.click()}
          buttons={[
            { key: "import" },
            { key: "export", onClick: actions.exportFile },
            { key: "reset", onClick: actions.reset },
            { key: "deleteAllDay", onClick: actions.deleteSelectedAllDay },
            { key: "deleteAll", onClick: actions.deleteAll, className: ui.dangerOutline },
          ]}
        />
        <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={pickFile} data-testid="time-recording-import" />
      </div>
    </details>
  );
}
