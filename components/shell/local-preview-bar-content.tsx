"use client";

import { useEffect, useState } from "react";
import { PREVIEW_COOKIE } from "@/lib/hosts/preview-cookie";
import { isLocalHostname } from "@/lib/hosts/local-address";

/** On a local address showing a site through the switcher: a way back to the construction site. */
export function LocalPreviewBarContent({ text, back, locale }: { text: string; back: string; locale: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    // Loaded only when the switcher's cookie is there; it counts on local addresses only.
    setVisible(isLocalHostname(window.location.hostname) && !window.location.hostname.endsWith(".localhost"));
  }, []);

  if (!visible) return null;
  function leave() {
    document.cookie = `${PREVIEW_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
    window.location.assign(`/${locale}`);
  }
  return (
    <div className="local-preview-bar" role="status">
      <span>{text}</span>
      <button type="button" className="menu-button" onClick={leave}>
        {back}
      </button>
    </div>
  );
}
