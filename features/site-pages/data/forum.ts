import factsJson from "./forum.json";
import { parseSiteFactsFile, requiredRecord, type SiteFactsFile } from "@/lib/site-facts/schema";
import type { ContactChannels, DrawingName, SiteData, SiteDataSource } from "./types";

const FILE = "features/site-pages/data/forum.json";
const file = parseSiteFactsFile(FILE, factsJson);

function build(facts: SiteFactsFile): SiteData {
  // The forum's events and structured data name their organiser.
  const organization = requiredRecord(FILE, "organizer", facts.organizer);

  // The organiser's phone, address and web site are the contact buttons' too; the forum's file adds
  // its fax, mobile and messenger (the team's WhatsApp line, where guests of the food distribution write).
  const channels: ContactChannels = {
    phone: organization.phone,
    ...facts.channels,
    mail: organization.mail,
    web: organization.web,
  };

  // The two administrators and the deacon named in the forum's own imprint.
  const people = facts.people ?? [];

  /**
   * A year's page: its drawing and the year's dated events in the column beside its story, where a
   * reader of the year finds its dates beside it (across the page under the text the plan left the
   * column beside the story empty for 300 to 580 px, a pull quote repeating a sentence of the text
   * its only other piece); on a phone the plan follows the story.
   */
  const yearPage = (year: string, drawing: DrawingName) =>
    [
      { kind: "illustration", at: "aside", drawing },
      { kind: "events", at: "asideEnd", year, events: facts.events?.[year] ?? [] },
    ] as const;

  return {
    ...facts,
    pages: {
      start: [
        // The page as a notice board on a wide screen: the facts at a glance beside the lead, the news
        // archive, the press clippings and the radio pinned beside the texts they belong to (one under the
        // other they ran the page to 6,000 px with the right half of the screen empty); the bank
        // details and the contact card share the two columns with their text as they fit.
        // On a phone too the facts stand open: the first thing after the first screen reads, not a
        // closed row (the media below fold under their headings instead); the news stays open.
        // The weekly times stand once, on the dated cards of the first screen; the box holds the rest.
        { kind: "keyFacts", at: 0, id: "glance", items: ["people", "value", "meetings", "place"], beside: true },
        // The news reads as news on a phone too: dated headlines, newest first, open under the section.
        {
          kind: "news",
          at: 3,
          beside: true,
          items: [
            { id: "repairCorner", date: "2025-10-07" },
            { id: "timeSlots", date: "2025-09-05" },
            { id: "anniversary", date: "2025-06-22" },
          ],
        },
        // On a phone the media (films, articles, radio) are closed rows under their headings: the start
        // page ran to 6,200 px, most of it players and cards only some visitors open. On a wide screen
        // the films follow the text, the press clippings and the radio stand beside them.
        {
          kind: "videos",
          at: 4,
          foldOnPhone: true,
          videos: [
            { id: "food-distribution", src: "/forum/videos/food-distribution.mp4", poster: "/images/food-distribution.jpg" },
            { id: "cafe", src: "/forum/videos/cafe.mp4", poster: "/images/cafe.jpg" },
          ],
        },
        {
          kind: "press",
          at: 4,
          foldOnPhone: true,
          beside: true,
          articles: [
            { id: "prize", publication: "Hollmünder Zeitung", date: "2023-05-16" },
            { id: "languageCorner", publication: "Kirchenbote", date: "2022-05-08" },
            { id: "takeAway", publication: "Hollmünder Zeitung", date: "2020-04-04" },
          ],
        },
        {
          kind: "audio",
          at: 4,
          foldOnPhone: true,
          audio: {
            id: "fridayEvening",
            src: "/forum/audio/friday-evening.mp4",
            station: "Bürgerradio Hollmünde 96,4",
            broadcast: "2024-11-29",
            seconds: 34,
          },
        },
        {
          kind: "donation",
          at: 5,
          // Open on a phone too, the account and its copy button in view: giving is the page's call
          // to action (a closed row at the page's end hid it; the first screen's "Donate" leads here).
          reference: "Sozialforum",
          account: {
            holder: organization.parent,
            iban: "DE89 3704 0044 0532 0130 00",
            bic: "COBADEFFXXX",
            bank: "Commerzbank",
          },
        },
        // The ways to write or call stand open on a phone too: a contact card is never folded away.
        { kind: "contact", at: 5, channels },
      ],
      // Fifteen years of Friday crates.
      year2025: yearPage("2025", "foodCrate"),
      year2024: [
        // The year's visit to the state parliament.
        ...yearPage("2024", "parliamentVisit"),
        // The visit's facts under the section that tells of it: the column beside the text holds the
        // drawing and the year's plan (beside their section the facts stood taller than its text).
        { kind: "keyFacts", at: 2, id: "visit", items: ["visitDate", "visitDeparture", "registrationDeadline", "visitRegistered"] },
      ],
      // The prize of 2023 bought the storeroom's steel shelves and a sack truck.
      year2023: yearPage("2023", "prizeShelf"),
      // 2022 brought the neighbours from Ukraine and the cafe's language corner.
      year2022: yearPage("2022", "languageCorner"),
      // The pandemic's take-away bags at the side door.
      year2021: yearPage("2021", "takeAway"),
      // The pandemic spring, when the cafe and the forum met by telephone.
      year2020: yearPage("2020", "phoneCafe"),
      imprint: [
        // The card the other imprints show, for the parish that answers for the forum's site.
        { kind: "address", at: "aside", organization, channels },
        { kind: "people", at: 2, people },
      ],
    },
    structuredData: {
      start: [{ kind: "organization", organization }],
    },
  };
}

export const forumSource: SiteDataSource = { file, build };
