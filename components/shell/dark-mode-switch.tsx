"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { writeBaseData } from "@/lib/client/storage";

/** The look follows the body's class, which the start-up script sets before the first paint. */
function watchBodyClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const isDark = () => !document.body.classList.contains("light-mode");

function setDarkMode(dark: boolean) {
  document.body.classList.toggle("light-mode", !dark);
  writeBaseData({ darkMode: dark });
}

/** The dark-mode slider; the body class decides the look, so the server render never flashes. */
export function DarkModeSwitch() {
  const t = useTranslations("shell");
  const dark = useSyncExternalStore(watchBodyClass, isDark, () => true);
  return (
    <button type="button" role="switch" aria-checked={dark} className="dark-mode-switch" onClick={() => setDarkMode(!dark)}>
      <span className="dark-mode-track" aria-hidden="true">
        <span className="dark-mode-thumb" />
      </span>
      <span className="dark-mode-label">{t("darkMode")}</span>
    </button>
  );
}
