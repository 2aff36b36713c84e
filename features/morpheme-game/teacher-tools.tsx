"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type ChangeEvent } from "react";
import type { CsvError, CsvResult } from "./model/csv";
import { decodeText } from "./model/decode-text";
import ui from "@/components/tool-ui/tool-ui.module.css";
import { downloadFile } from "@/lib/client/download-file";
import styles from "./morpheme-game.module.css";
import type { GameStore } from "./use-game-store";

export interface TeacherToolsProps {
  store: GameStore;
}

type Report = { readonly tone: "good" | "bad"; readonly text: string; readonly errors?: readonly string[] };
type Kind = "categories" | "morphemes";

const MAX_SHOWN_ERRORS = 12;
/** The CSV code (with papaparse) is fetched only when a teacher uses it. */
const loadCsv = () => import("./model/csv");

/** CSV download and upload of the categories and of the morphemes (the word list). */
export function TeacherTools({ store }: TeacherToolsProps) {
  const t = useTranslations("morphemeGame");
  const [report, setReport] = useState<Report | null>(null);
  const categoriesInput = useRef<HTMLInputElement>(null);
  const morphemesInput = useRef<HTMLInputElement>(null);
  const morphemeCount = store.words.reduce((sum, entry) => sum + entry.parts.length, 0);

  async function download(kind: Kind) {
    const csv = await loadCsv();
    const text = kind === "categories" ? csv.categoriesToCsv(store.categories) : csv.morphemesToCsv(store.words);
    downloadFile(text, kind === "categories" ? "morpheme-categories.csv" : "morphemes.csv", "text/csv;charset=utf-8");
  }

  function describe(error: CsvError): string {
    const message = t(`csvErrors.${error.code}`, { ...error.values });
    return error.line === undefined ? message : t("teacher.line", { line: String(error.line), message });
  }

  function refuse(fileName: string, result: Extract<CsvResult<unknown>, { ok: false }>) {
    const shown = result.errors.slice(0, MAX_SHOWN_ERRORS).map(describe);
    const more = result.errors.length - shown.length;
    setReport({
      tone: "bad",
      text: t("teacher.notLoaded", { file: fileName }),
      errors: more > 0 ? [...shown, t("teacher.moreErrors", { count: more })] : shown,
    });
  }

  async function upload(kind: Kind, event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    let text: string;
    try {
      text = decodeText(await file.arrayBuffer());
    } catch {
      setReport({ tone: "bad", text: t("teacher.readError") });
      return;
    }
    const csv = await loadCsv();
    const suffix = store.remembering ? "" : ` ${t("teacher.notRemembered")}`;
    if (kind === "categories") {
      const result = csv.parseCategoriesCsv(text, store.categories);
      if (!result.ok) return refuse(file.name, result);
      store.setCategories(result.value);
      setReport({ tone: "good", text: t("teacher.loadedCategories") + suffix });
    } else {
      const result = csv.parseMorphemesCsv(text, store.categories);
      if (!result.ok) return refuse(file.name, result);
      store.setWords(result.value);
      const morphemes = result.value.reduce((sum, entry) => sum + entry.parts.length, 0);
      setReport({ tone: "good", text: t("teacher.loadedWords", { words: String(result.value.length), morphemes: String(morphemes) }) + suffix });
    }
  }

  return (
    <>
      <p className={styles.areaHint}>
        {t("teacher.currentList", { words: String(store.words.length), morphemes: String(morphemeCount) })}
      </p>
      <div className={ui.buttonBar}>
        <button type="button" className={ui.button} onClick={() => download("categories")}>
          {t("teacher.downloadCategories")}
        </button>
        <button type="button" className={ui.button} onClick={() => download("morphemes")}>
          {t("teacher.downloadMorphemes")}
        </button>
        <button type="button" className={ui.button} onClick={() => categoriesInput.current?.click()}>
          {t("teacher.uploadCategories")}
        </button>
        <button type="button" className={ui.button} onClick={() => morphemesInput.current?.click()}>
          {t("teacher.uploadMorphemes")}
        </button>
        {store.customWords || store.customCategories ? (
          <button
            type="button"
            className={ui.button}
            onClick={() => {
              store.restoreBuiltIn();
              setReport({ tone: "good", text: t("teacher.restored") });
            }}
          >
            {t("teacher.restore")}
          </button>
        ) : null}
        <input ref={categoriesInput} type="file" accept=".csv,text/csv" hidden data-testid="upload-categories" onChange={(event) => upload("categories", event)} />
        <input ref={morphemesInput} type="file" accept=".csv,text/csv" hidden data-testid="upload-morphemes" onChange={(event) => upload("morphemes", event)} />
      </div>
      <div aria-live="polite" data-testid="teacher-report">
        {report ? (
          <div className={report.tone === "good" ? ui.success : ui.error} role={report.tone === "bad" ? "alert" : "status"}>
            <p>{report.text}</p>
            {report.errors ? (
              <ul>
                {report.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}
