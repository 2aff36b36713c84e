"use client";

import { useTranslations } from "next-intl";
import { writeBaseData } from "@/lib/client/storage";

/** Plus and minus of the flag bar; CSS shows the right one from the `data-languages` attribute. */
export function LanguageListToggle() {
  const t = useTranslations("shell");
  const [moreLabel, fewerLabel] = [t("moreLanguages"), t("fewerLanguages")];
  function show(all: boolean) {
    if (all) document.documentElement.setAttribute("data-languages", "all");
    else document.documentElement.removeAttribute("data-languages");
    writeBaseData({ languageAdvanced: all });
  }
  return (
    <>
      <button type="button" className="flag-toggle flag-more" aria-label={moreLabel} title={moreLabel} onClick={() => show(true)}>
        +
      </button>
      <button type="button" className="flag-toggle flag-fewer" aria-label={fewerLabel} title={fewerLabel} onClick={() => show(false)}>
        −
      </button>
    </>
  );
}
