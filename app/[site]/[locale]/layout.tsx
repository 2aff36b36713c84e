import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { AuthProvider } from "@/components/session/auth-provider";
import { StartUpScript } from "@/components/shell/start-up-script";
import { EditPreviewLoader } from "@/features/language-editor";
import { BrowserMemory } from "@/features/settings";
import { directionOf, localeTags, locales } from "@/lib/i18n/locales";
import { preloadSiteFonts, siteFonts } from "@/lib/fonts/site-fonts";
import { viewIds } from "@/lib/tenancy/sites/registry";
import { themeVariables } from "@/lib/tenancy/sites/theme-style";
import { viewContext } from "@/lib/tenancy/view-context";

export function generateStaticParams() {
  return viewIds.flatMap((site) => locales.map((locale) => ({ site, locale })));
}

// No `dynamicParams = false` here: it would hold for every page below, and the kept members'
// pages render each access on its first request. The prerendered pages each say it themselves.

export default async function DocumentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ site: string; locale: string }>;
}) {
  const { site, locale } = await params;
  const context = viewContext(site, locale);
  if (!context) notFound();
  setRequestLocale(context.locale);
  const { theme } = context.view;
  const fonts = siteFonts(theme, context.locale);
  preloadSiteFonts(theme, context.locale);
  const style = { ...themeVariables(theme), ...fonts.stacks } as CSSProperties;

  return (
    <html lang={localeTags[context.locale]} dir={directionOf(context.locale)} style={style} className={fonts.className} data-site={context.view.id}>
      <body suppressHydrationWarning>
        <StartUpScript />
        <AuthProvider>{children}</AuthProvider>
        <BrowserMemory locale={context.locale} />
        <EditPreviewLoader locale={context.locale} />
      </body>
    </html>
  );
}
