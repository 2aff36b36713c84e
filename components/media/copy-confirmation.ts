export type CopyConfirmation = {
  /** Shows the confirmation; a second call while visible restarts the full duration. */
  show(): void;
  /** Cancels a pending hide, e.g. on unmount, so no state update lands on a dead component. */
  dispose(): void;
};

export function createCopyConfirmation(onChange: (visible: boolean) => void, durationMs = 1500): CopyConfirmation {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function clear() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return {
    show() {
      clear();
      onChange(true);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(false);
      }, durationMs);
    },
    dispose: clear,
  };
}
