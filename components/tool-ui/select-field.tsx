"use client";

import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import styles from "./tools.module.css";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  children: ReactNode;
}

/** A labelled drop-down list in the tools' look. */
export function SelectField({ label, className, children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <span className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select {...rest} id={id} className={`${styles.select} ${className ?? ""}`}>
        {children}
      </select>
    </span>
  );
}
