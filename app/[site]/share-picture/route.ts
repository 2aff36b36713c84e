import { shareTexts } from "@/lib/seo/share-picture";
import { sharePictureResponse } from "@/lib/seo/share-picture-drawing";
import { siteParams } from "@/lib/tenancy/sites/registry";
import { viewContext } from "@/lib/tenancy/view-context";

export const dynamic = "force-static";
export const dynamicParams = false;

export const generateStaticParams = siteParams;

/** The site's share picture; drawn at build and again after an editor publishes its title or description. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const context = viewContext((await params).site, "en");
  if (!context?.origin) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return sharePictureResponse(context.view, await shareTexts(context.view.id));
}
