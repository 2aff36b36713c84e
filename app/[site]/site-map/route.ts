import { builtAt } from "@/lib/env/build";
import { lastPublishedAt } from "@/lib/content/last-published";
import { currentOverlay } from "@/lib/content/overlay";
import { sitemapXml } from "@/lib/seo/sitemap";
import { factReaches } from "@/features/site-pages/server";
import { siteParams } from "@/lib/tenancy/sites/registry";
import { viewContext } from "@/lib/tenancy/view-context";

export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = siteParams;

const buildTime = new Date(builtAt() ?? Date.now());

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = (await params).site;
  const context = viewContext(site, "en");
  if (!context?.origin) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  const { values } = await currentOverlay();
  const lastModified = (locale: Parameters<typeof lastPublishedAt>[2]) => {
    const published = lastPublishedAt(values, site, locale, factReaches);
    return published === undefined ? buildTime : new Date(Math.max(published, buildTime.getTime()));
  };
  return new Response(sitemapXml(context.view, context.origin, lastModified), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
