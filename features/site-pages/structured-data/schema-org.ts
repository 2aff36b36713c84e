import type { Locale } from "@/lib/i18n/locales";
import { intlTag } from "@/lib/format/intl";
import type { EventEntry, OrganizationRecord, PersonRecord, SkillGroup } from "../data/types";

const CONTEXT = "https://schema.org";

/** The UTC offset of a zone on a civil date and time, e.g. "+02:00" for Berlin in summer. */
function zoneOffset(date: string, time: string, timeZone: string): string {
  // Reading the offset at the wall-clock time taken as UTC is off only within the hour of a switch.
  const instant = new Date(`${date}T${time}:00Z`);
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name ?? "");
  return match ? `${match[1]}:${match[2] ?? "00"}` : "+00:00";
}

export function zonedDateTime(date: string, time: string, timeZone: string): string {
  return `${date}T${time}:00${zoneOffset(date, time, timeZone)}`;
}

function postalAddress(address: { street?: string; zip?: string; city?: string; country?: string }) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.zip,
    addressLocality: address.city,
    addressCountry: address.country,
  };
}

export function personJsonLd(person: PersonRecord, skills: readonly SkillGroup[], texts: { jobTitle: string; url: string; locale: Locale }) {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    name: `${person.firstName} ${person.lastName}`,
    givenName: person.firstName,
    familyName: person.lastName,
    alternateName: person.nickName,
    jobTitle: texts.jobTitle,
    url: texts.url,
    sameAs: person.web ? [person.web] : undefined,
    email: person.mail ? `mailto:${person.mail}` : undefined,
    address: postalAddress(person),
    knowsAbout: skills.flatMap((group) => group.skills),
  };
}

export function organizationJsonLd(organization: OrganizationRecord, texts: { alternateName: string; description: string; url: string; origin: string }) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: organization.name,
    alternateName: texts.alternateName,
    description: texts.description,
    url: texts.url,
    logo: new URL(organization.logo, texts.origin).href,
    email: `mailto:${organization.mail}`,
    telephone: organization.phone,
    address: postalAddress(organization.address),
    parentOrganization: { "@type": "Organization", name: organization.parent },
    sameAs: [organization.web],
  };
}

export interface NamedEvent extends EventEntry {
  readonly name: string;
  readonly placeName: string;
  /** Missing for a telephone or video conference. */
  readonly address?: { street: string; zip: string; city: string; country: string };
}

/** schema.org Events of an event plan; meetings without a place one can go to are left out. */
export function eventsJsonLd(
  events: readonly NamedEvent[],
  options: { timeZone: string; organizer: OrganizationRecord; organizerName: string; locale: Locale },
) {
  return events
    .filter((event) => event.address)
    .map((event) => ({
      "@context": CONTEXT,
      "@type": "Event",
      name: event.name,
      startDate: zonedDateTime(event.date, event.start, options.timeZone),
      endDate: event.end ? zonedDateTime(event.date, event.end, options.timeZone) : undefined,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      inLanguage: intlTag(options.locale),
      location: { "@type": "Place", name: event.placeName, address: event.address && postalAddress(event.address) },
      organizer: { "@type": "Organization", name: options.organizer.name, alternateName: options.organizerName, url: options.organizer.web },
    }));
}
