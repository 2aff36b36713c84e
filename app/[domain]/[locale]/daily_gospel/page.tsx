import type { Metadata } from "next";
import { PublicPage, publicPageMetadata, publicPageParams, type PublicParams } from "@/components/pages/public-page";

type Params = Omit<PublicParams, "path">;
const PATH = ["daily_gospel"];

/** The daily gospel is prerendered like every public page but renewed hourly, so "today" moves on. */
export function generateStaticParams(): Params[] {
  return publicPageParams(true)
    .filter((params) => params.path?.join("/") === PATH.join("/"))
    .map(({ domain, locale }) => ({ domain, locale }));
}

export const dynamicParams = false;
export const revalidate = 3600;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH });
}

export default async function DailyGospelPage({ params }: { params: Promise<Params> }) {
  return <PublicPage params={{ ...(await params), path: PATH }} />;
}
