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
  // Drawn, not typed: a glyph at its own size would cost every page's first layout one more font look-up.
  return (
    <button type="button" className={`flag-toggle flag-${all ? "more" : "fewer"}`} onClick={show}>
      <span className="flag-toggle-sign" aria-hidden="true">
        <svg viewBox="0 0 12 12" width="12" height="12">
          <path d={all ? "M6 1v10M1 6h10" : "M1 6h10"} />
        </svg>
      </span>
      <span className="flag-toggle-label">{t(all ? "moreLanguages" : "fewerLanguages")}</span>
    </button>
  );
}
