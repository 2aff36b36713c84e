import { getDataTexts } from "@/lib/i18n/data-texts";
import { formatDate, formatList, formatTime, formatTimeRange, regionName } from "@/lib/format/intl";
import { publishedDataOf } from "../data/published";
import { eventsJsonLd } from "../structured-data/schema-org";
import type { BlockProps } from "./block-types";
import { BlockSection } from "./block-section";
import { JsonLd } from "../structured-data/json-ld";
import { blockLabels, blockTexts } from "./site-texts";
import styles from "./blocks.module.css";

/**
 * An event plan (date, time, place), also offered to search engines as schema.org Events. A table
 * where it has the room; in a phone's width or a column each event is two lines (date and time,
 * then what and where), so no column is squeezed and nothing scrolls sideways.
 */
export async function EventsBlock({ block, context }: BlockProps<"events">) {
  const t = await blockTexts(context, "events");
  const labels = await blockLabels(context, "events");
  const site = await getDataTexts(context.locale, `sites.${context.site}`);
  const data = await publishedDataOf(context.site);
  const { locale } = context;
  const events = block.events.map((event) => {
    const address = data?.places[event.place];
    return {
      ...event,
      name: t(`titles.${event.title}`),
      placeName: t(`places.${event.place}`),
      address:
        address?.street && address.zip && address.city && address.country
          ? { street: address.street, zip: address.zip, city: address.city, country: address.country }
          : undefined,
    };
  });
  // Each address once, below the plan, in the order the plan first names it; places at one address
  // share its line ("Parish hall and churchyard of St. Marien: Kirchplatz 4, …", not twice the same).
  const places = new Map<string, Set<string>>();
  for (const { placeName, address } of events) {
    if (!address) continue;
    const line = `${address.street}, ${address.zip} ${address.city}, ${regionName(address.country, locale)}`;
    places.set(line, (places.get(line) ?? new Set()).add(placeName));
  }
  const addresses = [...places].map(([line, names]) => ({ name: formatList([...names], locale), line }));
  return (
    <BlockSection context={context} heading={labels("heading", { year: block.year })}>
      <div className={styles.eventPlanFrame}>
        <table className={styles.eventPlan}>
          <thead>
            <tr>
              <th scope="col">{labels("date")}</th>
              <th scope="col">{labels("time")}</th>
              <th scope="col">{labels("event")}</th>
              <th scope="col">{labels("place")}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={`${event.date}-${event.title}`}>
                <th scope="row" className={styles.eventDate}>
                  <time dateTime={event.date}>{formatDate(event.date, locale, "weekday")}</time>
                </th>
                <td className={styles.eventTime}>
                  <time dateTime={`${event.date}T${event.start}`}>
                    {event.end ? formatTimeRange(event.start, event.end, locale) : formatTime(event.start, locale)}
                  </time>
                </td>
                <td className={styles.eventTitle}>{event.name}</td>
                <td className={styles.eventPlace}>{event.placeName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {addresses.length > 0 ? (
        <dl className={styles.addresses} aria-label={labels("addresses")}>
          {addresses.map(({ name, line }) => (
            <div key={line}>
              <dt>{name}</dt>
              <dd>{line}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {data?.organizer ? (
        <JsonLd
          data={eventsJsonLd(events, {
            timeZone: data.timeZone,
            organizer: data.organizer,
            organizerName: site("title"),
            locale,
          })}
        />
      ) : null}
    </BlockSection>
  );
}
