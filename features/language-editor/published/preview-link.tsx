"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import controls from "@/components/tool-ui/controls.module.css";
import { LabelledSelect } from "./labelled-select";
import own from "./published.module.css";

/** A public page the preview can show: its path without the language, and its title. */
export interface PreviewPage {
  readonly path: string;
  readonly title: string;
}

/** The page to look at in the chosen language with the editor's saved drafts, opened in a new tab. */
export function PreviewLink({ locale, language, pages }: { locale: string; language: string; pages: readonly PreviewPage[] }) {
  const t = useTranslations("contentEditor.preview");
  const [path, setPath] = useState(pages[0]?.path ?? "/");
  return (
    <>
      <h2>{t("heading")}</h2>
      <div className={own.preview}>
        <LabelledSelect label={t("page")} value={path} onChange={setPath}>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title}
            </option>
          ))}
        </LabelledSelect>
        <a className={controls.button} href={`/${locale}/edit/preview?path=${encodeURIComponent(path)}`} target="_blank" rel="noopener" data-testid="preview-link">
          {t("open", { language })}
        </a>
      </div>
      <p className={controls.note}>{t("help")}</p>
    </>
  );
}
