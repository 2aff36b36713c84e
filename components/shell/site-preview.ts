import { PREVIEW_COOKIE } from "@/lib/hosts/preview-cookie";

/**
 * The local switcher's cookie tells the middleware which site a local address shows. The start
 * page is loaded anew (not navigated to in the app): the middleware must see the cookie.
 */
export function showSite(id: string | null, locale: string): void {
  document.cookie = id ? `${PREVIEW_COOKIE}=${id}; Path=/; SameSite=Lax; Max-Age=86400` : `${PREVIEW_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
  window.location.assign(new URL(`/${locale}`, window.location.href).href);
}
