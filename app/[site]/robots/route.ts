import { siteParams } from "@/lib/tenancy/sites/registry";
import { robotsTxt } from "@/lib/seo/sitemap";
import { viewContext } from "@/lib/tenancy/view-context";

export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = siteParams;

export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const context = viewContext((await params).site, "en");
  if (!context) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(robotsTxt(context.view, context.origin), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
