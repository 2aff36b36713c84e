"use client";

import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import controls from "./controls.module.css";

interface Question {
  message: string;
  confirmLabel: string;
  answer: (confirmed: boolean) => void;
}

/**
 * A modal question in the page's language (a native confirm() box would speak the browser's
 * language). `ask` resolves true when the visitor confirms; Escape and Cancel resolve false.
 */
export function useConfirm(cancelLabel: string): [ReactNode, (message: string, confirmLabel: string) => Promise<boolean>] {
  const [question, setQuestion] = useState<Question | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const messageId = useId();

  const ask = useCallback(
    (message: string, confirmLabel: string) =>
      new Promise<boolean>((resolve) => {
        setQuestion({ message, confirmLabel, answer: resolve });
        requestAnimationFrame(() => {
          if (dialog.current && !dialog.current.open) dialog.current.showModal();
        });
      }),
    [],
  );

  function close(confirmed: boolean) {
    dialog.current?.close();
    question?.answer(confirmed);
    setQuestion(null);
  }

  const element = (
    <dialog ref={dialog} className={controls.dialog} aria-labelledby={messageId} onCancel={() => close(false)}>
      {question ? (
        <>
          <p id={messageId} className={controls.dialogMessage}>
            {question.message}
          </p>
          <div className={controls.actions}>
            <button type="button" className={controls.button} onClick={() => close(false)} autoFocus>
              {cancelLabel}
            </button>
            <button type="button" className={`${controls.button} ${controls.danger}`} onClick={() => close(true)}>
              {question.confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
  return [element, ask];
}
