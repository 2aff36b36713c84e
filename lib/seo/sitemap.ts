import "server-only";
import { localeTags, locales, type Locale } from "@/lib/i18n/locales";
import { routesOf, type ViewDefinition } from "@/lib/tenancy/sites/registry";
import { canonicalPath, localizedPath } from "@/lib/tenancy/view-context";

/** Pages a search engine should index: public content, one entry per canonical path. */
export function indexablePaths(view: ViewDefinition): string[] {
  if (view.underConstruction || view.unknownDomain) return [];
  const paths = routesOf(view)
    .filter((route) => route.access === "public" && route.page !== "login" && route.page !== "log_out")
    .map((route) => canonicalPath(route.path));
  return [...new Set(paths)];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * sitemap.xml with every locale's URL, its hreflang alternates (xhtml:link) and when its texts
 * last changed (`lastModified` of the language: a publish, else the build), so that search
 * engines come back for what editors published.
 */
export function sitemapXml(view: ViewDefinition, origin: string, lastModified: (locale: Locale) => Date): string {
  const entries = indexablePaths(view).flatMap((path) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${localeTags[other]}" href="${escapeXml(`${origin}${localizedPath(other, path)}`)}"/>`,
        )
        .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path || "/"}`)}"/>`)
        .join("\n");
      const lastmod = `    <lastmod>${lastModified(locale).toISOString()}</lastmod>`;
      return `  <url>\n    <loc>${escapeXml(`${origin}${localizedPath(locale, path)}`)}</loc>\n${lastmod}\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(view: ViewDefinition, origin: string | undefined): string {
  if (!origin || indexablePaths(view).length === 0) return "User-agent: *\nDisallow: /\n";
  const privatePaths = routesOf(view)
    // A view inside another route (a tool under /various) is covered by its parent's prefix rule.
    .filter((route) => !route.parent && (route.access !== "public" || route.page === "login" || route.page === "log_out"))
    .map((route) => `Disallow: /*${route.path}`);
  return ["User-agent: *", "Allow: /", ...new Set(privatePaths), "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
