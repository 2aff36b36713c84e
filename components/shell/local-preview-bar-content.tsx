"use client";

import { useTranslations } from "next-intl";
import { isLocalHostname } from "@/lib/tenancy/hosts/local-address";
import { switchPreviewSite } from "@/lib/tenancy/hosts/preview-cookie";
import { useBrowserValue } from "@/lib/client/use-browser-value";

// Loaded only when the switcher's cookie is there; it counts on local addresses only.
const onLocalAddress = () => isLocalHostname(window.location.hostname) && !window.location.hostname.endsWith(".localhost");

/** On a local address showing a site through the switcher: a way back to the construction site. */
export function LocalPreviewBarContent({ site, locale }: { site: string; locale: string }) {
  const t = useTranslations("shell");
  const visible = useBrowserValue(onLocalAddress, false);
  if (!visible) return null;
  return (
    <div className="local-preview-bar" role="status">
      <span>{t("localPreview", { site })}</span>
      <button type="button" className="menu-button" onClick={() => switchPreviewSite(undefined, locale)}>
        {t("backToConstruction")}
      </button>
    </div>
  );
}
