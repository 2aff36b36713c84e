import type { Metadata } from "next";
import { DailyGospelList } from "@/features/daily-gospel/server";
import { PublicPage, publicPageMetadata, type OwnRouteParams, SitePage, siteTimeZone } from "@/features/site-pages/server";
import { isoDateInTimeZone } from "@/lib/format/iso-date";

const PATH = ["daily_gospel"];

/*
 * Rendered per request, not prerendered: "today" moves with the date, so a stored copy would
 * need renewing (ISR), and each renewed copy a CSP with the hashes of its own inline scripts,
 * which Next can only store through a patched internal cache handler. Per request, the
 * middleware gives the page a fresh CSP nonce, as for the members' pages (the route's
 * `perRequest` flag in lib/sites/sites.ts), and the server's today is always the site's today;
 * the browser still moves the list to the visitor's own date.
 */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<OwnRouteParams> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH });
}

export default async function DailyGospelPage({ params }: { params: Promise<OwnRouteParams> }) {
  return (
    <PublicPage params={{ ...(await params), path: PATH }}>
      {async ({ context, page }) => {
        // The list is this route's own: the shared block renderer does not import it, so neither its
        // code nor its styles ride on the other public pages. Centred on today in the site's time zone.
        const today = isoDateInTimeZone(new Date(), await siteTimeZone(context.view.id));
        const list = <DailyGospelList locale={context.locale} today={today} />;
        // The explanations under the sixty-one days fold to their first paragraph on a phone, so the
        // page (over 7,000 px in Tamil) reads as the list and then five short openings to expand.
        return <SitePage site={context.view.id} locale={context.locale} page={page} origin={context.origin} routeBlocks={{ dailyGospel: list }} foldSections />;
      }}
    </PublicPage>
  );
}
