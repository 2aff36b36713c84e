import type { Metadata } from "next";
import { catchAllParams, PublicPage, PublicPageBody, publicPageMetadata, type PublicParams } from "@/features/site-pages/server";

/**
 * The start page and the content pages of every site and locale, all prerendered; routes with a
 * folder of their own (login, imprint, …) are left out, and anything else is the 404 page.
 */
export function generateStaticParams(): PublicParams[] {
  return catchAllParams();
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<PublicParams> }): Promise<Metadata> {
  return publicPageMetadata(await params);
}

export default async function ContentPage({ params }: { params: Promise<PublicParams> }) {
  return <PublicPage params={await params}>{(route) => <PublicPageBody {...route} />}</PublicPage>;
}
