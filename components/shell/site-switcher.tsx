"use client";

import { PREVIEW_COOKIE } from "@/lib/hosts/preview-cookie";

interface SiteSwitcherProps {
  sites: readonly { id: string; title: string }[];
  locale: string;
  title: string;
  hint: string;
}

/** Domain switcher of local hosts: the cookie tells the middleware which site to show. */
export function SiteSwitcher({ sites, locale, title, hint }: SiteSwitcherProps) {
  function show(id: string) {
    document.cookie = `${PREVIEW_COOKIE}=${id}; Path=/; SameSite=Lax; Max-Age=86400`;
    window.location.assign(`/${locale}`);
  }
  return (
    <section className="site-switcher" aria-labelledby="site-switcher-title">
      <h2 id="site-switcher-title">{title}</h2>
      <p>{hint}</p>
      <ul>
        {sites.map((site) => (
          <li key={site.id}>
            <button type="button" className="menu-button" data-site={site.id} onClick={() => show(site.id)}>
              {site.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
