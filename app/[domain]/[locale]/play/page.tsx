import type { Metadata } from "next";
import { PlayPage } from "@/features/morpheme-game";
import { PublicPage, ownRouteParams, publicPageMetadata, type OwnRouteParams } from "@/components/pages/public-page";

const PATH = ["play"];

/** /play, the morpheme game, on the sites that offer it (prerendered; any other site answers 404). */
export function generateStaticParams(): OwnRouteParams[] {
  return ownRouteParams("/play");
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<OwnRouteParams> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH });
}

export default async function PlayRoute({ params }: { params: Promise<OwnRouteParams> }) {
  return (
    <PublicPage params={{ ...(await params), path: PATH }}>
      {({ context }) => <PlayPage view={context.view} locale={context.locale} origin={context.origin} />}
    </PublicPage>
  );
}
