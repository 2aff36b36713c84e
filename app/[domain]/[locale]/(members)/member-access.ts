import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requireAccess } from "@/lib/auth/gate";
import type { Session } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/locales";
import { requestView } from "@/lib/request-view";
import type { ViewDefinition } from "@/lib/sites/registry";
import { viewContext } from "@/lib/view-context";

export interface Member {
  readonly view: ViewDefinition;
  readonly locale: Locale;
  /** The page's path without the locale, e.g. "/intern/chat". */
  readonly path: string;
  /** The session the gate checked for this request. */
  readonly session: Session;
  /** False: signed in, but the page needs the `entitled` flag the session lacks. */
  readonly allowed: boolean;
}

/**
 * The gate of every signed-in page, once per request: the route must exist on the site, the
 * request must carry a session of this very site (else the login with a return path), and
 * chat and documents need the entitlement. A layout knows no path, so the path is the one the
 * middleware recorded for this request.
 */
export const memberAccess = cache(async (): Promise<Member> => {
  const { view, locale, pagePath } = await requestView();
  const context = view && viewContext(view.id, locale);
  if (!context) notFound();
  const access = await requireAccess(context.view, context.locale, pagePath);
  return { view: context.view, locale: context.locale, path: pagePath, session: access.session, allowed: access.allowed };
});
