"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import ui from "./tool-ui.module.css";

export interface ConfirmLabels {
  /** A heading above the question; without one the question stands alone. */
  readonly title?: string;
  /** The confirming button, unless a question names its own. */
  readonly yes?: string;
  readonly cancel: string;
}

interface Pending {
  readonly message: string;
  readonly yes: string | undefined;
  readonly resolve: (confirmed: boolean) => void;
}

/**
 * A modal question with two buttons, in the page's language (the browser's `confirm()` would
 * answer in the browser's). `confirm(message, yes?)` resolves true only for the confirming button;
 * Escape and Cancel resolve false. Focus starts on Cancel, so a stray Enter destroys nothing.
 */
export function useConfirm(labels: ConfirmLabels): { confirmDialog: ReactNode; confirm: (message: string, yes?: string) => Promise<boolean> } {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const answerRef = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (pending && dialog && !dialog.open) {
      answerRef.current = false;
      dialog.showModal();
    }
  }, [pending]);

  const confirm = useCallback(
    (message: string, yes?: string) =>
      new Promise<boolean>((resolve) => {
        setPending({ message, yes, resolve });
      }),
    [],
  );

  function handleClose() {
    pending?.resolve(answerRef.current);
    setPending(null);
  }

  const confirmDialog = pending ? (
    <dialog
      ref={dialogRef}
      className={ui.dialog}
      aria-labelledby={labels.title ? "confirm-title" : "confirm-message"}
      aria-describedby={labels.title ? "confirm-message" : undefined}
      onClose={handleClose}
    >
      <form method="dialog" className={ui.form}>
        {labels.title ? (
          <h2 id="confirm-title" className={ui.title}>
            {labels.title}
          </h2>
        ) : null}
        <p id="confirm-message" className={ui.message}>
          {pending.message}
        </p>
        <div className={ui.buttonBar}>
          <button type="submit" value="cancel" className={ui.button} autoFocus>
            {labels.cancel}
          </button>
          <button
            type="submit"
            value="yes"
            className={`${ui.button} ${ui.danger}`}
            onClick={() => {
              answerRef.current = true;
            }}
          >
            {pending.yes ?? labels.yes}
          </button>
        </div>
      </form>
    </dialog>
  ) : null;

  return { confirmDialog, confirm };
}
