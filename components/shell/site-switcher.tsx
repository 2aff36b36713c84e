"use client";

import { useTranslations } from "next-intl";
import { switchPreviewSite } from "@/lib/tenancy/hosts/preview-cookie";

interface SiteSwitcherProps {
  sites: readonly { id: string; title: string }[];
  locale: string;
}

/** Domain switcher of local hosts: the cookie tells the middleware which site to show. */
export function SiteSwitcher({ sites, locale }: SiteSwitcherProps) {
  const t = useTranslations("construction");
  return (
    <section className="site-switcher" aria-labelledby="site-switcher-title">
      <h2 id="site-switcher-title">{t("switcherTitle")}</h2>
      <p>{t("switcherHint")}</p>
      <ul>
        {sites.map((site) => (
          <li key={site.id}>
            <button type="button" className="menu-button" data-site={site.id} onClick={() => switchPreviewSite(site.id, locale)}>
              {site.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
