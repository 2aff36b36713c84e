"use client";

import { useTranslations } from "next-intl";
import { useRef, type ChangeEvent } from "react";
import ui from "@/components/tool-ui/tool-ui.module.css";
import type { ToolbarActions } from "./use-toolbar-actions";

type ActionKey = "newEvent" | "save" | "reset" | "import" | "export" | "deleteAllDay" | "deleteAll";

/** The buttons above the calendar; import reads a file the visitor picks. */
export function CalendarToolbar({ actions }: { actions: ToolbarActions }) {
  const t = useTranslations("timeRecording");
  const fileInput = useRef<HTMLInputElement>(null);
  function openImport() {
    fileInput.current?.click();
  }

  // The import button opens the file picker (a ref, so it is wired in the markup below).
  const buttons: { key: ActionKey; onClick?: () => void; className?: string }[] = [
    { key: "newEvent", onClick: actions.newEvent, className: ui.primary },
    { key: "save", onClick: actions.save },
    { key: "reset", onClick: actions.reset },
    { key: "import" },
    { key: "export", onClick: actions.exportFile },
    { key: "deleteAllDay", onClick: actions.deleteSelectedAllDay },
    { key: "deleteAll", onClick: actions.deleteAll, className: ui.dangerOutline },
  ];

  function pickFile(changeEvent: ChangeEvent<HTMLInputElement>) {
    const input = changeEvent.target;
    const file = input.files?.[0];
    input.value = "";
    if (file) void actions.importFile(file);
  }

  return (
    <div className={ui.buttonBar} role="toolbar" aria-label={t("actionsLabel")}>
      {buttons.map(({ key, onClick, className }) => (
        <button key={key} type="button" className={`${ui.button} ${className ?? ""}`} onClick={onClick ?? openImport}>
          {t(`actions.${key}`)}
        </button>
      ))}
      <input ref={fileInput} type="file" accept="application/json,.json" hidden onChange={pickFile} data-testid="time-recording-import" />
    </div>
  );
}
