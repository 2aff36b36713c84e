import { siteParams } from "@/lib/tenancy/sites/registry";
import { sitemapXml } from "@/lib/seo/sitemap";
import { viewContext } from "@/lib/tenancy/view-context";

export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = siteParams;

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const context = viewContext((await params).site, "en");
  if (!context?.origin) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(sitemapXml(context.view, context.origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
