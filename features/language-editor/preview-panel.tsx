"use client";

import { useTranslations } from "next-intl";
import controls from "@/components/tool-ui/controls.module.css";
import { Switch } from "@/components/tool-ui/switch";

interface PreviewPanelProps {
  on: boolean;
  onToggle: () => void;
  /** The language being edited, when the site serves it; null for a language added here. */
  siteLanguage: { iso: string; name: string } | null;
}

/** The switch that shows the edits on the site in this browser, and a link to look. */
export function PreviewPanel({ on, onToggle, siteLanguage }: PreviewPanelProps) {
  const t = useTranslations("languageEditor.preview");
  return (
    <>
      <h2>{t("heading")}</h2>
      <Switch checked={on} label={t("switch")} onToggle={onToggle} />
      <p className={controls.note}>{t("help")}</p>
      {siteLanguage ? (
        <p>
          <a href={`/${siteLanguage.iso}`} target="_blank" rel="noopener" hrefLang={siteLanguage.iso}>
            {t("open", { name: siteLanguage.name })}
          </a>
        </p>
      ) : (
        <p className={controls.note}>{t("newLanguage")}</p>
      )}
    </>
  );
}
