import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-provider";
import { StartUpScript } from "@/components/shell/start-up-script";
import { directionOf, localeTags, locales } from "@/lib/i18n/locales";
import { preloadSiteFonts, siteFonts } from "@/lib/fonts/site-fonts";
import { viewIds } from "@/lib/sites/registry";
import { themeVariables } from "@/lib/sites/theme-style";
import { viewContext } from "@/lib/view-context";

export function generateStaticParams() {
  return viewIds.flatMap((domain) => locales.map((locale) => ({ domain, locale })));
}

export const dynamicParams = false;

export default async function DocumentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ domain: string; locale: string }>;
}) {
  const { domain, locale } = await params;
  const context = viewContext(domain, locale);
  if (!context) notFound();
  setRequestLocale(context.locale);
  const { theme } = context.view;
  const fonts = siteFonts(theme);
  preloadSiteFonts(theme, context.locale);
  const style = { ...themeVariables(theme), ...fonts.stacks } as CSSProperties;

  return (
    <html lang={localeTags[context.locale]} dir={directionOf(context.locale)} style={style} className={fonts.className} data-site={context.view.id}>
      <body suppressHydrationWarning>
        <StartUpScript />
        <AuthProvider>{children}</AuthProvider>
      </body>
    </html>
  );
}
