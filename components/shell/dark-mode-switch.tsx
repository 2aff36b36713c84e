"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { writeBaseData } from "@/lib/client/storage";
import type { SwitchLook } from "@/lib/tenancy/sites/types";

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

/**
 * The dark-mode slider in the site's form (`frame.switch`, drawn by app/globals.css); the body
 * class decides the look, so the server render never flashes. Its thumb shows what is set: a sun
 * while the page is light, a crescent while it is dark.
 */
export function DarkModeSwitch({ look }: { look: SwitchLook }) {
  const t = useTranslations("shell");
  const dark = useSyncExternalStore(watchBodyClass, isDark, () => true);
  return (
    <button type="button" role="switch" aria-checked={dark} className="dark-mode-switch" data-switch={look} onClick={() => setDarkMode(!dark)}>
      <span className="dark-mode-track" aria-hidden="true">
        <span className="dark-mode-thumb">
          <svg className="dark-mode-sun" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.2" fill="currentColor" />
            <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
          </svg>
          <svg className="dark-mode-moon" viewBox="0 0 24 24" fill="currentColor">
            <path d="M20 14.6A8.5 8.5 0 0 1 9.4 4a8.5 8.5 0 1 0 10.6 10.6Z" />
          </svg>
        </span>
      </span>
      <span className="dark-mode-label">{t("darkMode")}</span>
    </button>
  );
}
