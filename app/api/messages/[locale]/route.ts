import { isLocale, locales, type Locale } from "@/lib/i18n/locales";
import { loadMessageFile } from "@/lib/i18n/messages";

/**
 * messages/<locale>.json for the language editor in the browser, which edits them there. Built once per
 * deployment; any other name is a 404. Caches and proxies may keep a file for a while and must
 * check back after that, so a new deployment's texts arrive soon.
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) {
    return Response.json({ error: "Unknown language" }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  }
  return new Response(JSON.stringify(await loadMessageFile(locale)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400",
    },
  });
}

/** The files are read-only: other methods get 405 in JSON, like the rest of the API. */
function readOnly(): Response {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "private, no-store" } });
}

export const POST = readOnly;
export const PUT = readOnly;
export const PATCH = readOnly;
export const DELETE = readOnly;
