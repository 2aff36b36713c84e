"use client";

import { writeBaseData } from "@/lib/client/storage";

/** Plus and minus of the flag bar; CSS shows the right one from the `data-languages` attribute. */
export function LanguageListToggle({ moreLabel, fewerLabel }: { moreLabel: string; fewerLabel: string }) {
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
