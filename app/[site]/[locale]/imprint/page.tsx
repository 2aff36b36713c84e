import type { Metadata } from "next";
import { ImprintGlance, PublicPage, ownRouteParams, publicPageMetadata, type OwnRouteParams, SitePage } from "@/features/site-pages/server";
import { imprintSections } from "./sections";
import type { ViewDefinition } from "@/lib/tenancy/sites/registry";

const PATH = ["imprint"];

/** Whose imprint a site shows: its own, or its owner's when it borrows one. */
const imprintSite = (view: ViewDefinition) => view.imprintSite ?? view.id;

export function generateStaticParams(): OwnRouteParams[] {
  return ownRouteParams("/imprint");
}

export const dynamicParams = false;
export const dynamic = "error";

export async function generateMetadata({ params }: { params: Promise<OwnRouteParams> }): Promise<Metadata> {
  return publicPageMetadata({ ...(await params), path: PATH }, { articleSite: imprintSite });
}

/**
 * /imprint: the imprint and data-protection text of the site (or of its owner), and in the
 * article's side column the responsible person's address and contact, the data protection at a
 * glance and the route's own boxes (the switch of the browser's remembering). On a wide screen the
 * boxes stand in a row over the clauses (app/globals.css, [data-imprint]); on a phone they come
 * first, after the lead.
 */
export default async function ImprintRoute({ params }: { params: Promise<OwnRouteParams> }) {
  return (
    <PublicPage params={{ ...(await params), path: PATH }}>
      {({ context: { view, locale, origin } }) => (
        // The imprint's own layout (its boxes in a row over the legal sections, numbered in the
        // site's manner) hangs on this mark; the page is otherwise a site page like any other.
        <div className="imprint-page" data-imprint="">
          <SitePage
            site={imprintSite(view)}
            borrowed={imprintSite(view) !== view.id}
            withoutSignIn={!view.authMenu}
            locale={locale}
            page="imprint"
            origin={origin}
            aside={
              <>
                <ImprintGlance locale={locale} signIn={view.authMenu} />
                {imprintSections.map(({ id, Content }) => (
                  <section key={id} id={id} className="card" aria-labelledby={`${id}-heading`} data-imprint-section="" data-paper="">
                    <Content view={view} locale={locale} headingId={`${id}-heading`} />
                  </section>
                ))}
              </>
            }
          />
        </div>
      )}
    </PublicPage>
  );
}
