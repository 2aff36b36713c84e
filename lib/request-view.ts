import "server-only";
import { headers } from "next/headers";
import { REQUEST_HOST_HEADER, REQUEST_PATH_HEADER, REQUEST_VIEW_HEADER } from "@/lib/hosts/headers";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/locales";
import { findView, type ViewDefinition } from "@/lib/sites/registry";

export interface RequestView {
  view?: ViewDefinition;
  locale: Locale;
  /** The host and path as the visitor asked for them (set by the middleware, escaped by React). */
  host: string;
  path: string;
  /** The path without the locale prefix. */
  pagePath: string;
}

/** For dynamically rendered pages that must name what the visitor asked for (404, notices). */
export async function requestView(): Promise<RequestView> {
  const list = await headers();
  const path = (list.get(REQUEST_PATH_HEADER) ?? "/").slice(0, 300);
  const [, first = "", ...rest] = path.split("/");
  const locale = isLocale(first) ? first : defaultLocale;
  return {
    view: findView(list.get(REQUEST_VIEW_HEADER) ?? ""),
    locale,
    host: (list.get(REQUEST_HOST_HEADER) ?? list.get("host") ?? "").slice(0, 260),
    path,
    pagePath: isLocale(first) ? `/${rest.join("/")}` : path,
  };
}
