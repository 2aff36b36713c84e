import "server-only";
import { cache } from "react";

// One holder per request (React's cache is scoped to it), as next-intl keeps the request's locale:
// the messages depend on the site too, since a site's published texts apply to it alone.
const holder = cache((): { site?: string } => ({}));

/** Records the site of the page being rendered (lib/tenancy/view-context.ts, before any text is read). */
export function setRequestSite(site: string): void {
  holder().site = site;
}

/** The site of the page being rendered, or undefined outside a site's page. */
export function requestSite(): string | undefined {
  return holder().site;
}
