import { describe, expect, it } from "vitest";
import { siteData } from "../data";
import { owner, skills } from "../data/syma";
import { eventsJsonLd, organizationJsonLd, personJsonLd, zonedDateTime } from "./schema-org";

const SPEC_SKILLS = ["Delphi", "C++", "TypeScript", "MS SQL Server", "Oracle", "Sybase", "Windows", "Linux", "QNX", "React", "Python", "Subversion", "MS Office", "VMware", "RS485", "RS232", "EX-IN"];

describe("schema.org data", () => {
  it("describes the owner as a Person with the contact record and every skill", () => {
    const person = personJsonLd(owner, skills, { jobTitle: "Software developer", url: "https://syma.example.test/en", locale: "en" });
    expect(person).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Sylvan Martens",
      alternateName: "SyMa",
      email: "mailto:kontakt@syma.example",
      address: { "@type": "PostalAddress", streetAddress: "Lindenweg 12", postalCode: "49074", addressLocality: "Osnabrück", addressCountry: "DE" },
    });
    expect([...person.knowsAbout].sort()).toEqual([...SPEC_SKILLS].sort());
  });

  it("describes the forum as an Organization with an absolute logo", () => {
    const organization = siteData.forum.organizer;
    if (!organization) throw new Error("the forum names its organisation");
    const data = organizationJsonLd(organization, { alternateName: "Social Forum", description: "Food", url: "https://forum.example.test/en", origin: "https://forum.example.test" });
    expect(data).toMatchObject({ "@type": "Organization", logo: "https://forum.example.test/images/forum-logo-light.svg", address: { postalCode: "49599" } });
  });

  it("gives events the Berlin offset of their day, winter and summer", () => {
    expect(zonedDateTime("2024-01-17", "19:00", "Europe/Berlin")).toBe("2024-01-17T19:00:00+01:00");
    expect(zonedDateTime("2024-09-18", "07:30", "Europe/Berlin")).toBe("2024-09-18T07:30:00+02:00");
    expect(zonedDateTime("2024-09-18", "07:30", "UTC")).toBe("2024-09-18T07:30:00+00:00");
  });

  it("lists only events one can go to, with place and organiser", () => {
    const organizer = siteData.forum.organizer;
    if (!organizer) throw new Error("the forum names its organisation");
    const address = { street: "Kirchplatz 4", zip: "49599", city: "Hollmünde", country: "DE" };
    const events = eventsJsonLd(
      [
        { title: "forumMeeting", date: "2021-01-27", start: "19:00", end: "21:00", place: "videoConference", name: "Forum meeting", placeName: "Video conference" },
        { title: "cafeReopening", date: "2021-10-05", start: "15:00", end: "17:00", place: "parishHall", name: "The cafe reopens", placeName: "Parish hall", address },
      ],
      { timeZone: "Europe/Berlin", organizer, organizerName: "Social Forum", locale: "en" },
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      "@type": "Event",
      name: "The cafe reopens",
      startDate: "2021-10-05T15:00:00+02:00",
      endDate: "2021-10-05T17:00:00+02:00",
      location: { "@type": "Place", name: "Parish hall", address: { streetAddress: "Kirchplatz 4" } },
      organizer: { name: "Sozialforum St. Marien Hollmünde" },
    });
  });
});
