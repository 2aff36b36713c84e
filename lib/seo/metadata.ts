import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { defaultLocale, isLocale, localeTags, locales } from "@/lib/i18n/locales";
import { canonicalPath, localizedPath, type ViewContext } from "@/lib/tenancy/view-context";

interface PageMetadataInput {
  context: ViewContext;
  path: string;
  pageTitle: string;
  description: string;
  /** The site's own title: Open Graph's site name and what the share picture shows. */
  siteTitle: string;
  indexable?: boolean;
}

/** Each site's share picture, drawn by scripts/make-og-images.sh. */
const OG_IMAGE = { width: 1200, height: 630 } as const;
const ogImagePath = (site: string) => `/og/${site}.png`;

/** Title "path name – domain", canonical URL, hreflang alternates with x-default, Open Graph. */
export function pageMetadata({ context, path, pageTitle, description, siteTitle, indexable = true }: PageMetadataInput): Metadata {
  const { origin, locale, view, domainName } = context;
  const title = domainName ? `${pageTitle} – ${domainName}` : pageTitle;
  const base: Metadata = {
    title: { absolute: title },
    description,
    icons: { icon: { url: `/icons/${view.id}.svg`, type: "image/svg+xml" } },
  };
  if (!origin || !indexable || view.underConstruction) {
    return { ...base, robots: { index: false, follow: !!origin } };
  }
  const canonical = `${origin}${localizedPath(locale, path)}`;
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((other) => [localeTags[other], `${origin}${localizedPath(other, path)}`]),
  );
  languages["x-default"] = `${origin}${canonicalPath(path) || "/"}`;
  return {
    ...base,
    metadataBase: new URL(origin),
    alternates: { canonical, languages },
    openGraph: {
      type: "website",
      url: canonical,
      title,
      description,
      siteName: siteTitle,
      locale: localeTags[locale].replace("-", "_"),
      alternateLocale: locales.filter((other) => other !== locale).map((other) => localeTags[other].replace("-", "_")),
      images: [{ url: ogImagePath(view.id), ...OG_IMAGE, alt: siteTitle }],
    },
    twitter: { card: "summary_large_image", title, description, images: [ogImagePath(view.id)] },
  };
}

/** The title of a page that answers for the request only (404, notices): never indexed. */
export async function requestOnlyMetadata(params: Promise<{ locale: string }>, titleKey: "notFound" | "httpNotice" | "unknownDomain"): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale });
  return { title: { absolute: t(`paths.${titleKey}`) }, robots: { index: false, follow: false } };
}
