"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import controls from "@/components/tool-ui/controls.module.css";
import form from "@/components/tool-ui/form.module.css";
import styles from "./editor.module.css";

/** A new language by ISO code and name; the fields are emptied once it is added. */
export function AddLanguageForm({ onAdd }: { onAdd: (code: string, name: string) => boolean }) {
  const t = useTranslations("languageEditor.add");
  const id = useId();
  const [code, setCode] = useState("");
  const [name, setName] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!onAdd(code, name)) return;
    setCode("");
    setName("");
  }

  return (
    <>
      <h2>{t("heading")}</h2>
      <form className={styles.addForm} onSubmit={submit} noValidate>
        <div className={form.field}>
          <label htmlFor={`${id}-code`}>{t("code")}</label>
          <input id={`${id}-code`} className={form.narrow} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" dir="ltr" />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-name`}>{t("name")}</label>
          <input id={`${id}-name`} className={form.input} value={name} onChange={(event) => setName(event.target.value)} dir="auto" />
        </div>
        <button type="submit" className={controls.button}>
          {t("submit")}
        </button>
      </form>
    </>
  );
}
