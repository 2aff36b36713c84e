import type { Metadata } from "next";
import { PlayPage } from "@/features/morpheme-game/server";
import { structuredDataOf, articleOf, PublicPage, ownRouteParams, publicPageMetadata, type OwnRouteParams, StructuredDataScripts } from "@/features/site-pages/server";

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
      {async ({ context: { view, locale, origin } }) => (
        <PlayPage locale={locale} article={await articleOf(locale, view.id, "play")}>
          <StructuredDataScripts items={await structuredDataOf(view.id, "play")} site={view.id} locale={locale} origin={origin} />
        </PlayPage>
      )}
    </PublicPage>
  );
}
