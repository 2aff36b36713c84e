import { getTranslations } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { formatArea, formatMoney, formatNumber, formatYear, intlTag } from "@/lib/format/intl";
import type { Locale } from "@/lib/i18n/locales";
import type { HouseListing } from "../data/types";
import { PanoramaViewer } from "../lazy-widgets";
import { FeatureTexts } from "@/lib/i18n/feature-texts";
import styles from "./property.module.css";

export type PropertyFactsProps = {
  house: HouseListing;
  locale: Locale;
  headingLevel?: 2 | 3;
};

const STREET_VIEW_NOTE_ID = "property-street-view-note";

/** The house for sale: the 360° garden view, key facts and a link to the street view. */
export async function PropertyFacts({ house, locale, headingLevel = 2 }: PropertyFactsProps) {
  const t = await getTranslations({ locale, namespace: "property" });
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const money = (value: number) => formatMoney(value, "EUR", locale);
  const built = t("labels.yearBuiltValue", {
    built: formatYear(house.built, locale),
    modernised: formatYear(house.modernised, locale),
  });

  // An area is a number and a Latin unit: dir="ltr" keeps them one run ("1,094 m²") on an Arabic page.
  // The asking price stands once, in the stamp over the listing (a row here said it a third time).
  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: "livingSpace", label: t("labels.livingSpace"), value: <data value={house.livingSpace} dir="ltr">{formatArea(house.livingSpace, locale)}</data> },
    { key: "plot", label: t("labels.plot"), value: <data value={house.plot} dir="ltr">{formatArea(house.plot, locale)}</data> },
    { key: "rooms", label: t("labels.rooms"), value: <data value={house.rooms}>{formatNumber(house.rooms, locale)}</data> },
    {
      key: "additionalCosts",
      label: t("labels.additionalCosts"),
      value: (
        <>
          <data value={house.monthlyCosts}>{money(house.monthlyCosts)}</data>{" "}
          <span className={styles.note}>({t("labels.additionalCostsNote")})</span>
        </>
      ),
    },
    { key: "garage", label: t("labels.garage"), value: t("labels.garageValue") },
    { key: "yearBuilt", label: t("labels.yearBuilt"), value: built },
    { key: "location", label: t("labels.location"), value: t("labels.locationValue") },
  ];

  return (
    // The viewer's small poster as its ground from the server's HTML on, so the 360° view shows
    // its first view (not a grey box) before the viewer fetches the full picture near the screen.
    <section className={styles.property} aria-labelledby="property-heading" style={{ "--panorama-poster": `url("${house.panorama.poster}")` } as CSSProperties}>
      {/* The listing's stamp: "For sale" and the asking price in a red band across the card's head,
          so the house reads as an advertisement among the commentaries, not as one more article. */}
      <p className={styles.stamp}>
        <span className={styles.stampLabel}>{t("forSale")}</span>
        <data value={house.price} className={styles.stampPrice}>
          {money(house.price)}
        </data>
      </p>
      <Heading id="property-heading" className={styles.heading}>
        {t("heading")}
      </Heading>
      {/* The view first, as a listing opens with its pictures; the figures follow it (the heading and the stamp say what they are). */}
      <FeatureTexts locale={locale} namespaces={["property.panorama"]}>
        <PanoramaViewer
          localeTag={intlTag(locale)}
          src={house.panorama.src}
          posterSrc={house.panorama.poster}
          initialYaw={house.panorama.initialYaw}
          headingLevel={headingLevel === 3 ? 4 : 3}
          hint={
            // A finger has no arrow keys: a touch screen gets the short hint ("look around" had
            // wrapped onto a line of its own at 390 px, round 76); the hidden one is left out of the
            // viewer's description. Set here with the global classes, so neither the words nor two more
            // class names travel in the viewer's code (the start page's own JS stands at its budget).
            <>
              <span className="for-fine-pointer">{t("panorama.hint")}</span>
              <span className="for-touch">{t("panorama.touchHint")}</span>
            </>
          }
        />
      </FeatureTexts>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.streetView}>
        <a href={house.streetViewUrl} target="_blank" rel="noopener noreferrer" aria-describedby={STREET_VIEW_NOTE_ID}>
          {t("streetView")}
          {/* Bound to the last word (a Latin "Google" at the end of an Arabic line went to the next
              line behind the arrow) and turned to point outwards in a right-to-left text. */}
          <span aria-hidden="true" className={styles.outArrow}>
            {"\u00a0↗"}
          </span>
        </a>
        <span id={STREET_VIEW_NOTE_ID} className={styles.note}>
          {t("streetViewNote")}
        </span>
      </p>
    </section>
  );
}
