"use client";

import { useEffect, useState } from "react";
import { PREVIEW_COOKIE } from "@/lib/hosts/preview-cookie";
import { isLocalHostname } from "@/lib/hosts/local-address";

/** On a local address showing a site through the switcher: a way back to the construction site. */
export function LocalPreviewBarContent({ text, back, locale }: { text: string; back: string; locale: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const local = isLocalHostname(window.location.hostname) && !window.location.hostname.endsWith(".localhost");
    setVisible(local && document.cookie.split("; ").some((part) => part.startsWith(`${PREVIEW_COOKIE}=`)));
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
