import type { Metadata } from "next";
import { SignInPage } from "@/features/account/server";
import { PublicPage, SitePicture, ownRouteParams, publicPageMetadata, type OwnRouteParams } from "@/features/site-pages/server";

const PATH = ["login"];

/** /login: a static page with a small client form (public pages stay prerendered). */
export function generateStaticParams(): OwnRouteParams[] {
  return ownRouteParams("/login");
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<OwnRouteParams> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH }, { indexable: false });
}

export default async function LoginRoute({ params }: { params: Promise<OwnRouteParams> }) {
  return (
    <PublicPage params={{ ...(await params), path: PATH }}>
      {({ context: { view, locale } }) => <SignInPage view={view} locale={locale} picture={<SitePicture view={view} locale={locale} />} />}
    </PublicPage>
  );
}
