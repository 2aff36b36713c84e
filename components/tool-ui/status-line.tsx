import controls from "./controls.module.css";
import styles from "./form.module.css";

export type Status = { kind: "done" | "error"; text: string; detail?: string } | null;

/** The outcome of the last action; both live regions stay in the page so changes are announced. */
export function StatusLine({ status }: { status: Status }) {
  const content = status ? (
    <>
      {status.text}
      {status.detail ? <span className={controls.note}> {status.detail}</span> : null}
    </>
  ) : null;
  return (
    <>
      <div role="status" className={styles.status}>
        {status?.kind === "done" ? content : null}
      </div>
      <div role="alert" className={styles.statusError} hidden={status?.kind !== "error"}>
        {status?.kind === "error" ? content : null}
      </div>
    </>
  );
}
