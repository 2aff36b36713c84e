import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { defaultLocale, isLocale, localeTags, locales } from "@/lib/i18n/locales";
import { canonicalPath, localizedPath, type ViewContext } from "@/lib/tenancy/view-context";
import { SHARE_PICTURE_SIZE, sharePictureUrl, type ShareTexts } from "./share-picture";

interface PageMetadataInput {
  context: ViewContext;
  path: string;
  pageTitle: string;
  description: string;
  /** The site's own title in the page's language: Open Graph's site name and the share picture's alt text. */
  siteTitle: string;
  /** What the share picture shows (lib/seo/share-picture.ts); its URL changes with them. */
  shareTexts: ShareTexts;
  indexable?: boolean;
}

/** Title "path name – domain", canonical URL, hreflang alternates with x-default, Open Graph. */
export function pageMetadata({ context, path, pageTitle, description, siteTitle, shareTexts, indexable = true }: PageMetadataInput): Metadata {
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
  const picture = sharePictureUrl(shareTexts);
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
      images: [{ url: picture, ...SHARE_PICTURE_SIZE, alt: siteTitle }],
    },
    twitter: { card: "summary_large_image", title, description, images: [picture] },
  };
}

/** The title of a page that answers for the request only (404, notices): never indexed. */
export async function requestOnlyMetadata(params: Promise<{ locale: string }>, titleKey: "notFound" | "httpNotice" | "unknownDomain"): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale });
  return { title: { absolute: t(`paths.${titleKey}`) }, robots: { index: false, follow: false } };
}
