"use client";

import { useBrowserValue } from "@/lib/client/use-browser-value";
import { isLocalHostname } from "@/lib/hosts/local-address";
import { switchPreviewSite } from "@/lib/hosts/preview-cookie";

// Loaded only when the switcher's cookie is there; it counts on local addresses only.
const onSwitchedLocalAddress = () => isLocalHostname(window.location.hostname) && !window.location.hostname.endsWith(".localhost");

/** On a local address showing a site through the switcher: a way back to the construction site. */
export function LocalPreviewBarContent({ text, back, locale }: { text: string; back: string; locale: string }) {
  const visible = useBrowserValue(onSwitchedLocalAddress, false);
  if (!visible) return null;
  return (
    <div className="local-preview-bar" role="status">
      <span>{text}</span>
      <button type="button" className="menu-button" onClick={() => switchPreviewSite(undefined, locale)}>
        {back}
      </button>
    </div>
  );
}
