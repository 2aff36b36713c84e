import type { ReactNode } from "react";
import { fillTemplate } from "@/lib/format/fill-template";
import { formatArea, formatMoney, formatNumber, formatYear, intlTag } from "@/lib/format/intl";
import type { Locale } from "@/lib/i18n/locales";
import type { HouseListing } from "@/lib/site-data/types";
import { PanoramaViewer } from "@/components/lazy/page-widgets";
import type { PropertyTexts } from "./property-texts";
import styles from "./property.module.css";

export type PropertyFactsProps = {
  house: HouseListing;
  texts: PropertyTexts;
  locale: Locale;
  headingLevel?: 2 | 3;
};

const STREET_VIEW_NOTE_ID = "property-street-view-note";

/** The house for sale: key facts, a link to the street view and the 360° garden view. */
export function PropertyFacts({ house, texts, locale, headingLevel = 2 }: PropertyFactsProps) {
  const { labels } = texts;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const money = (value: number) => formatMoney(value, "EUR", locale);
  const built = fillTemplate(labels.yearBuiltValue, {
    built: formatYear(house.built, locale),
    modernised: formatYear(house.modernised, locale),
  });

  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: "livingSpace", label: labels.livingSpace, value: <data value={house.livingSpace}>{formatArea(house.livingSpace, locale)}</data> },
    { key: "plot", label: labels.plot, value: <data value={house.plot}>{formatArea(house.plot, locale)}</data> },
    { key: "rooms", label: labels.rooms, value: <data value={house.rooms}>{formatNumber(house.rooms, locale)}</data> },
    { key: "price", label: labels.price, value: <data value={house.price}>{money(house.price)}</data> },
    {
      key: "additionalCosts",
      label: labels.additionalCosts,
      value: (
        <>
          <data value={house.monthlyCosts}>{money(house.monthlyCosts)}</data>{" "}
          <span className={styles.note}>({labels.additionalCostsNote})</span>
        </>
      ),
    },
    { key: "garage", label: labels.garage, value: labels.garageValue },
    { key: "yearBuilt", label: labels.yearBuilt, value: built },
    { key: "location", label: labels.location, value: labels.locationValue },
  ];

  return (
    <section className={styles.property} aria-labelledby="property-heading">
      <Heading id="property-heading" className={styles.heading}>
        {texts.heading}
      </Heading>
      <p className={styles.intro}>{texts.intro}</p>
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
          {texts.streetView}
          <span aria-hidden="true"> ↗</span>
        </a>
        <span id={STREET_VIEW_NOTE_ID} className={styles.note}>
          {texts.streetViewNote}
        </span>
      </p>
      <PanoramaViewer
        texts={texts.panorama}
        localeTag={intlTag(locale)}
        src={house.panorama.src}
        posterSrc={house.panorama.poster}
        initialYaw={house.panorama.initialYaw}
        headingLevel={headingLevel === 3 ? 4 : 3}
      />
    </section>
  );
}
