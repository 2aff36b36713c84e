"use client";

import { useSyncExternalStore } from "react";
import { writeBaseData } from "@/lib/client/storage";

const isDark = () => !document.body.classList.contains("light-mode");

/** The body class is the one truth (the start-up script and other tabs' settings may set it). */
function watchBodyClass(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.body, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** The dark-mode slider of the header; the body class decides the look, so the server render never flashes. */
export function DarkModeSwitch({ label }: { label: string }) {
  const dark = useSyncExternalStore(watchBodyClass, isDark, () => true);

  function toggle() {
    const next = !dark;
    document.body.classList.toggle("light-mode", !next);
    writeBaseData({ darkMode: next });
  }

  return (
    <button type="button" role="switch" aria-checked={dark} className="dark-mode-switch" onClick={toggle}>
      <span className="dark-mode-track" aria-hidden="true">
        <span className="dark-mode-thumb" />
      </span>
      <span className="dark-mode-label">{label}</span>
    </button>
  );
}
