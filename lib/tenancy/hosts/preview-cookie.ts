/** Cookie of the local domain switcher; honoured on local hosts only. */
export const PREVIEW_COOKIE = "preview-site";

/** In the browser: whether the switcher's cookie is set. */
export function hasPreviewCookie(): boolean {
  return document.cookie.split("; ").some((part) => part.startsWith(`${PREVIEW_COOKIE}=`));
}

/**
 * In the browser: show another site (`site`) or the construction site again (`undefined`). The
 * whole page loads anew, because the middleware picks the site, its layout and its texts from
 * the cookie on the next request; a client-side navigation would keep the old site's shell.
 */
export function switchPreviewSite(site: string | undefined, locale: string): void {
  document.cookie = site ? `${PREVIEW_COOKIE}=${site}; Path=/; SameSite=Lax; Max-Age=86400` : `${PREVIEW_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
  window.location.assign(new URL(`/${locale}`, window.location.origin));
}
