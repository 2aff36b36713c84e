"use client";

import { useEffect, useState } from "react";
import { writeBaseData } from "@/lib/client/storage";

/** The slider of SPEC §2; the body class decides the look, so the server render never flashes. */
export function DarkModeSwitch({ label }: { label: string }) {
  const [dark, setDark] = useState(true);

  useEffect(() => {
    setDark(!document.body.classList.contains("light-mode"));
  }, []);

  function toggle() {
    const next = !dark;
    document.body.classList.toggle("light-mode", !next);
    setDark(next);
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
