import { locales, type Locale } from "@/lib/i18n/locales";
import { loadMessageFile } from "@/lib/i18n/messages";

/**
 * messages/<locale>.json for the language editor in the browser (DESIGN §2). Built once per
 * deployment; any other name is a 404. Caches and proxies may keep a file for a while and must
 * check back after that, so a new deployment's texts arrive soon.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  return new Response(JSON.stringify(await loadMessageFile(locale)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}
