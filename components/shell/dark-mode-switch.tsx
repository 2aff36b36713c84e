"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore, type ReactNode } from "react";
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
 * while the page is light, a crescent while it is dark (`icons`, drawn by the server: ./dark-mode-icons).
 */
export function DarkModeSwitch({ look, icons }: { look: SwitchLook; icons: ReactNode }) {
  const t = useTranslations("shell");
  const dark = useSyncExternalStore(watchBodyClass, isDark, () => true);
  return (
    <button type="button" role="switch" aria-checked={dark} className="dark-mode-switch" data-switch={look} onClick={() => setDarkMode(!dark)}>
      <span className="dark-mode-track" aria-hidden="true">
        <span className="dark-mode-thumb">
          {icons}
        </span>
      </span>
      <span className="dark-mode-label">{t("darkMode")}</span>
    </button>
  );
}
