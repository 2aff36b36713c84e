"use client";

import { useTranslations } from "next-intl";
import { writeBaseData } from "@/lib/client/storage";

/**
 * The flag bar's plus (`all`) or minus button with its words; the bar holds both and CSS shows
 * the right one from the `data-languages` attribute.
 */
export function LanguageListToggle({ all }: { all: boolean }) {
  const t = useTranslations("shell");
  function show() {
    if (all) document.documentElement.setAttribute("data-languages", "all");
    else document.documentElement.removeAttribute("data-languages");
    writeBaseData({ languageAdvanced: all });
  }
  // The sign says what the button does; its words name it (seen, read out and found by voice alike).
  return (
    <button type="button" className={`flag-toggle flag-${all ? "more" : "fewer"}`} onClick={show}>
      <span className="flag-toggle-sign" aria-hidden="true">
        {all ? "+" : "−"}
      </span>
      <span className="flag-toggle-label">{t(all ? "moreLanguages" : "fewerLanguages")}</span>
    </button>
  );
}
