import type { Metadata } from "next";
import { PublicPage, ownRouteParams, publicPageMetadata, type OwnRouteParams } from "@/components/pages/public-page";
import { SitePage } from "@/components/pages/site-page";

const PATH = ["daily_gospel"];

/** The daily gospel is prerendered like every public page but renewed hourly, so "today" moves on. */
export function generateStaticParams(): OwnRouteParams[] {
  return ownRouteParams("/daily_gospel");
}

export const dynamicParams = false;
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<OwnRouteParams> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH });
}

export default async function DailyGospelPage({ params }: { params: Promise<OwnRouteParams> }) {
  return (
    <PublicPage params={{ ...(await params), path: PATH }}>
      {({ context, page }) => <SitePage site={context.view.id} locale={context.locale} page={page} origin={context.origin} />}
    </PublicPage>
  );
}
