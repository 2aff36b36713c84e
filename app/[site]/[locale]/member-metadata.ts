import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { findRoute } from "@/lib/tenancy/sites/registry";
import { viewContext } from "@/lib/tenancy/view-context";

interface MemberParams {
  params: Promise<{ site: string; locale: string }>;
}

/** The browser title of the members' page at `path`; never indexed. */
export function memberMetadata(path: string) {
  return async function generateMetadata({ params }: MemberParams): Promise<Metadata> {
    const { site, locale } = await params;
    const context = viewContext(site, locale);
    const route = context && findRoute(context.view, path);
    if (!context || !route) return {};
    const t = await getTranslations({ locale: context.locale });
    return {
      title: { absolute: `${t(`paths.${route.page}`)} – ${context.domainName}` },
      robots: { index: false, follow: false },
      // Without an icon link the browser asks for /favicon.ico, which does not exist (a console error).
      icons: { icon: { url: `/icons/${context.view.id}.svg`, type: "image/svg+xml" } },
    };
  };
}
