import type { ReactNode } from "react";
import { houseFacts } from "./house-facts";
import { PanoramaViewer } from "./panorama-viewer";
import type { PropertyTexts } from "./property-texts";
import styles from "./property.module.css";

export type PropertyFactsProps = {
  texts: PropertyTexts;
  /** BCP 47 tag for `Intl.NumberFormat`, e.g. "de-DE". */
  localeTag: string;
  headingLevel?: 2 | 3;
};

const STREET_VIEW_NOTE_ID = "property-street-view-note";

/** The house for sale: key facts, a link to the street view and the 360° garden view. */
export function PropertyFacts({ texts, localeTag, headingLevel = 2 }: PropertyFactsProps) {
  const { labels } = texts;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const number = new Intl.NumberFormat(localeTag, { maximumFractionDigits: 0 });
  const euros = new Intl.NumberFormat(localeTag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  // Intl has no square-metre unit; a no-break space keeps number and unit on one line.
  const area = (value: number) => `${number.format(value)}\u00a0m²`;

  const facts: { key: string; label: string; value: ReactNode }[] = [
    { key: "livingSpace", label: labels.livingSpace, value: <data value={houseFacts.livingSpaceSquareMetres}>{area(houseFacts.livingSpaceSquareMetres)}</data> },
    { key: "plot", label: labels.plot, value: <data value={houseFacts.plotSquareMetres}>{area(houseFacts.plotSquareMetres)}</data> },
    { key: "rooms", label: labels.rooms, value: <data value={houseFacts.rooms}>{number.format(houseFacts.rooms)}</data> },
    { key: "price", label: labels.price, value: <data value={houseFacts.priceEuros}>{euros.format(houseFacts.priceEuros)}</data> },
    {
      key: "additionalCosts",
      label: labels.additionalCosts,
      value: (
        <>
          <data value={houseFacts.monthlyCostsEuros}>{euros.format(houseFacts.monthlyCostsEuros)}</data>{" "}
          <span className={styles.note}>({labels.additionalCostsNote})</span>
        </>
      ),
    },
    { key: "garage", label: labels.garage, value: labels.garageValue },
    { key: "yearBuilt", label: labels.yearBuilt, value: labels.yearBuiltValue },
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
        <a href={houseFacts.streetViewUrl} target="_blank" rel="noopener noreferrer" aria-describedby={STREET_VIEW_NOTE_ID}>
          {texts.streetView}
          <span aria-hidden="true"> ↗</span>
        </a>
        <span id={STREET_VIEW_NOTE_ID} className={styles.note}>
          {texts.streetViewNote}
        </span>
      </p>
      <PanoramaViewer texts={texts.panorama} localeTag={localeTag} headingLevel={headingLevel === 3 ? 4 : 3} />
    </section>
  );
}
