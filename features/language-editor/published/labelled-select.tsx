"use client";

import { useId, type ReactNode } from "react";
import form from "@/components/tool-ui/form.module.css";

interface LabelledSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** A drop-down list with its label beside it, as the language editor's toolbar writes its fields. */
export function LabelledSelect({ label, value, onChange, children }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={form.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}
