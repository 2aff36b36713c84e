import type { Metadata } from "next";
import { PublicPage, publicPageMetadata, publicPageParams, type PublicParams } from "@/components/pages/public-page";

/** Every public route of every site and locale is prerendered; anything else is the 404 page. */
export function generateStaticParams(): PublicParams[] {
  return publicPageParams(false);
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<PublicParams> }): Promise<Metadata> {
  return publicPageMetadata(await params);
}

export default async function CatchAllPage({ params }: { params: Promise<PublicParams> }) {
  return <PublicPage params={await params} />;
}
