import "server-only";
import { cache } from "react";
import { serverEnv } from "@/lib/env/server-env";
import { siteOrigin } from "@/lib/tenancy/hosts/origins";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { setRequestSite } from "@/lib/i18n/request-site";
import { findView, isSiteId, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import type { SiteId } from "@/lib/tenancy/sites/types";

export interface ViewContext {
  view: ViewDefinition;
  locale: Locale;
  /** Canonical origin from configuration; undefined for views that are not a site. */
  origin?: string;
  /** The domain name shown in the browser title. */
  domainName: string;
}

/** Site and language of a page from its route's params; once per request (the layout, the page and its metadata share it). */
export const viewContext = cache((site: string, locale: string): ViewContext | undefined => {
  const view = findView(site);
  if (!view || !isLocale(locale)) return undefined;
  setRequestSite(view.id);
  if (!isSiteId(view.id)) return { view, locale, domainName: view.id === "local" ? "localhost" : "" };
  const origin = configuredOrigin(view.id);
  return { view, locale, origin, domainName: new URL(origin).hostname };
});

/** A site's canonical origin from configuration, e.g. to link from one site to another. */
export function configuredOrigin(site: SiteId): string {
  return siteOrigin(site, serverEnv.hosts(), serverEnv.publicPort());
}

/** "/", "/index.html" and "/start" are one page; its canonical path is the locale root. */
export function canonicalPath(path: string): string {
  return path === "/" || path === "/index.html" || path === "/start" ? "" : path;
}

export function localizedPath(locale: Locale, path: string): string {
  return `/${locale}${canonicalPath(path)}`;
}
