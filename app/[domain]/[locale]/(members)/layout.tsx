import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { requestView } from "@/lib/request-view";
import { findRoute } from "@/lib/sites/registry";
import { viewContext } from "@/lib/view-context";
import { memberAccess } from "./member-access";

// Every signed-in page is rendered for its request and session: nothing is shared or cached.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { view, locale, pagePath } = await requestView();
  const context = view && viewContext(view.id, locale);
  const route = context && findRoute(context.view, pagePath);
  if (!context || !route) return {};
  const t = await getTranslations({ locale: context.locale });
  return {
    title: { absolute: `${t(`paths.${route.page}`)} – ${context.domainName}` },
    robots: { index: false, follow: false },
    // Without an icon link the browser asks for /favicon.ico, which does not exist (a console error).
    icons: { icon: { url: `/icons/${context.view.id}.svg`, type: "image/svg+xml" } },
  };
}

/**
 * The gate in front of the members' pages: a visitor without a session of this site is sent to
 * the login before anything renders. A client-side move between two members' pages renders only
 * the new page, so each page's `MemberPage` asks the same (per-request) gate again.
 */
export default async function MembersLayout({ children }: { children: ReactNode }) {
  await memberAccess();
  return children;
}
