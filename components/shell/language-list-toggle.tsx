"use client";

import { useTranslations } from "next-intl";
import { writeBaseData } from "@/lib/client/storage";

/** Plus and minus of the flag bar, each with its words; CSS shows the right one from the `data-languages` attribute. */
export function LanguageListToggle() {
  const t = useTranslations("shell");
  const [moreLabel, fewerLabel] = [t("moreLanguages"), t("fewerLanguages")];
  function show(all: boolean) {
    if (all) document.documentElement.setAttribute("data-languages", "all");
    else document.documentElement.removeAttribute("data-languages");
    writeBaseData({ languageAdvanced: all });
  }
  // The sign says what the button does; its words name it (seen, read out and found by voice alike).
  return (
    <>
      <button type="button" className="flag-toggle flag-more" onClick={() => show(true)}>
        <span className="flag-toggle-sign" aria-hidden="true">
          +
        </span>
        <span className="flag-toggle-label">{moreLabel}</span>
      </button>
      <button type="button" className="flag-toggle flag-fewer" onClick={() => show(false)}>
        <span className="flag-toggle-sign" aria-hidden="true">
          −
        </span>
        <span className="flag-toggle-label">{fewerLabel}</span>
      </button>
    </>
  );
}
