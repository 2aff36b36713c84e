import type { ReactNode } from "react";
import styles from "@/components/forms/forms.module.css";

export interface InfoRow {
  readonly label: string;
  readonly value: ReactNode;
  readonly testId?: string;
}

/** A captioned two-column table of facts (dashboard: the account and the token). */
export function InfoTable({ caption, rows }: { caption: string; rows: readonly InfoRow[] }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td data-testid={row.testId}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
