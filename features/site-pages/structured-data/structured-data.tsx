import { getDataTexts } from "@/lib/i18n/data-texts";
import { JsonLd } from "./json-ld";
import type { Locale } from "@/lib/i18n/locales";
import type { StructuredData } from "../data/types";
import { organizationJsonLd, personJsonLd } from "./schema-org";
import { localizedPath } from "@/lib/tenancy/view-context";

interface StructuredDataProps {
  readonly items: readonly StructuredData[];
  readonly site: string;
  readonly locale: Locale;
  /** The site's canonical origin; without one (local previews) nothing is described. */
  readonly origin?: string;
}

/** The schema.org description of a page (Person, Organization) as JSON-LD. */
export async function StructuredDataScripts({ items, site, locale, origin }: StructuredDataProps) {
  if (!origin || items.length === 0) return null;
  const t = await getDataTexts(locale);
  const url = `${origin}${localizedPath(locale, "/")}`;
  return (
    <>
      {items.map((item) => {
        switch (item.kind) {
          case "person":
            return (
              <JsonLd
                key="person"
                data={personJsonLd(item.person, item.skills, { jobTitle: t(`content.${site}.blocks.person.jobTitle`), url, locale })}
              />
            );
          case "organization":
            return (
              <JsonLd
                key="organization"
                data={organizationJsonLd(item.organization, {
                  alternateName: t(`sites.${site}.title`),
                  description: t(`sites.${site}.description`),
                  url,
                  origin,
                })}
              />
            );
        }
      })}
    </>
  );
}
