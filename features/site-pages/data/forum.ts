import type { ContactChannels, EventEntry, OrganizationRecord, PersonRecord, SiteData } from "./types";

const parishHall = { street: "Kirchplatz 4", zip: "49599", city: "Hollmünde", country: "DE" } as const;

const organization: OrganizationRecord = {
  name: "Sozialforum St. Marien Hollmünde",
  parent: "Katholische Kirchengemeinde St. Marien Hollmünde",
  mail: "sozialforum@st-marien.example",
  phone: "+49 5461 704010",
  web: "https://st-marien.example/sozialforum",
  address: parishHall,
  logo: "/images/forum-logo-light.svg",
};

const channels: ContactChannels = {
  phone: organization.phone,
  fax: "+49 5461 704019",
  mobile: "+49 151 555 0199",
  // Guests of the food distribution write to the team's WhatsApp line on the forum's mobile.
  messenger: "https://wa.me/491515550199",
  mail: organization.mail,
  web: organization.web,
};

/** The two administrators and the deacon named in the forum's own imprint. */
const people: readonly PersonRecord[] = [
  { id: "becker", role: "administrator", firstName: "Anna", lastName: "Becker", mail: "anna.becker@st-marien.example" },
  { id: "wilde", role: "administrator", firstName: "Jonas", lastName: "Wilde", mail: "jonas.wilde@st-marien.example" },
  { id: "krueger", title: "Dr.", role: "deacon", firstName: "Thomas", lastName: "Krüger", mail: "thomas.krueger@st-marien.example" },
];

const meeting = (date: string, place = "parishHall", title = "forumMeeting"): EventEntry => ({
  title,
  date,
  start: "19:00",
  end: "21:00",
  place,
});
const cafeAfternoon = (title: string, date: string, place = "parishHall"): EventEntry => ({
  title,
  date,
  start: "15:00",
  end: "17:00",
  place,
});

/** The event plans of the year pages: every forum meeting (every 6 to 8 weeks) and the special days. */
const events: Readonly<Record<string, readonly EventEntry[]>> = {
  "2025": [
    meeting("2025-01-22"),
    cafeAfternoon("electionAfternoon", "2025-02-18"),
    meeting("2025-03-12"),
    meeting("2025-04-30"),
    meeting("2025-06-11"),
    { title: "anniversary", date: "2025-06-22", start: "11:30", end: "16:00", place: "churchyard" },
    meeting("2025-08-27"),
    cafeAfternoon("repairCorner", "2025-10-07"),
    meeting("2025-10-15"),
    meeting("2025-11-26"),
  ],
  "2024": [
    meeting("2024-01-17", "parishHall", "annualPlanning"),
    meeting("2024-03-06"),
    cafeAfternoon("childrenCorner", "2024-04-09"),
    meeting("2024-04-24"),
    meeting("2024-06-12"),
    meeting("2024-07-31"),
    { title: "landtagVisit", date: "2024-09-18", start: "07:30", end: "18:30", place: "landtag" },
    meeting("2024-09-25"),
    meeting("2024-11-13"),
    { title: "christmasBags", date: "2024-12-13", start: "17:00", end: "20:00", place: "parishHall" },
  ],
  "2023": [
    meeting("2023-01-25"),
    meeting("2023-03-15"),
    meeting("2023-05-03"),
    { title: "prizeCeremony", date: "2023-05-12", start: "18:00", end: "19:30", place: "townHall" },
    meeting("2023-06-21"),
    meeting("2023-09-13"),
    meeting("2023-11-08"),
  ],
  "2022": [
    meeting("2022-01-26"),
    meeting("2022-03-16"),
    cafeAfternoon("cafeWithoutRestrictions", "2022-04-05"),
    meeting("2022-05-04"),
    meeting("2022-06-22"),
    { title: "summerFestival", date: "2022-07-10", start: "12:00", end: "17:00", place: "churchyard" },
    meeting("2022-08-31"),
    meeting("2022-10-19"),
    meeting("2022-11-30"),
  ],
  "2021": [
    meeting("2021-01-27", "videoConference"),
    meeting("2021-03-17", "videoConference"),
    meeting("2021-05-05", "videoConference"),
    meeting("2021-06-23", "videoConference"),
    meeting("2021-09-15"),
    cafeAfternoon("cafeReopening", "2021-10-05"),
    meeting("2021-11-03"),
  ],
  "2020": [
    meeting("2020-01-22"),
    { title: "takeAwayStart", date: "2020-04-03", start: "17:00", end: "20:00", place: "parishHall" },
    meeting("2020-05-13", "telephoneConference"),
    meeting("2020-07-01", "telephoneConference"),
    cafeAfternoon("openAirCafe", "2020-07-14", "rectoryGarden"),
    meeting("2020-09-02", "telephoneConference"),
    meeting("2020-11-04", "telephoneConference"),
  ],
};

const yearPage = (year: string) => [{ kind: "events", at: "end", year, events: events[year] ?? [] }] as const;

export const forumData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {
    fridayFrom: { kind: "time", value: "17:00" },
    fridayTo: { kind: "time", value: "20:00" },
    registrationFrom: { kind: "time", value: "16:30" },
    peopleMin: { kind: "number", value: 200 },
    peopleMax: { kind: "number", value: 250 },
    valueMin: { kind: "money", value: 7, currency: "EUR" },
    valueMax: { kind: "money", value: 10, currency: "EUR" },
    cafeFrom: { kind: "time", value: "15:00" },
    cafeTo: { kind: "time", value: "17:00" },
    meetingWeeksMin: { kind: "number", value: 6 },
    meetingWeeksMax: { kind: "number", value: 8 },
    volunteers: { kind: "number", value: 60 },
    prize: { kind: "money", value: 500, currency: "EUR" },
    receiptLimit: { kind: "money", value: 300, currency: "EUR" },
    prizeDate: { kind: "date", value: "2023-05-12", style: "long" },
    registrationDeadline: { kind: "date", value: "2024-08-26", style: "weekday" },
    visitDate: { kind: "date", value: "2024-09-18", style: "weekdayLong" },
    visitDeparture: { kind: "time", value: "07:30" },
    visitRegistered: { kind: "number", value: 38 },
    address: { kind: "text", value: `${parishHall.street}, ${parishHall.zip} ${parishHall.city}` },
  },
  places: {
    parishHall,
    churchyard: parishHall,
    rectoryGarden: { street: "Kirchplatz 6", zip: "49599", city: "Hollmünde", country: "DE" },
    townHall: { street: "Marktstraße 1", zip: "49599", city: "Hollmünde", country: "DE" },
    landtag: { street: "Hannah-Arendt-Platz 1", zip: "30159", city: "Hannover", country: "DE" },
    telephoneConference: {},
    videoConference: {},
  },
  organizer: organization,
  pages: {
    start: [
      { kind: "keyFacts", at: 0, id: "glance", items: ["food", "cafe", "people", "value", "meetings", "place"] },
      {
        kind: "news",
        at: 3,
        items: [
          { id: "repairCorner", date: "2025-10-07" },
          { id: "timeSlots", date: "2025-09-05" },
          { id: "anniversary", date: "2025-06-22" },
        ],
      },
      {
        kind: "videos",
        at: 4,
        videos: [
          { id: "food-distribution", src: "/forum/videos/food-distribution.mp4", poster: "/images/food-distribution.jpg" },
          { id: "cafe", src: "/forum/videos/cafe.mp4", poster: "/images/cafe.jpg" },
        ],
      },
      {
        kind: "press",
        at: 4,
        articles: [
          { id: "prize", publication: "Hollmünder Zeitung", date: "2023-05-16" },
          { id: "languageCorner", publication: "Kirchenbote", date: "2022-05-08" },
          { id: "takeAway", publication: "Hollmünder Zeitung", date: "2020-04-04" },
        ],
      },
      {
        kind: "audio",
        at: 4,
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
        reference: "Sozialforum",
        account: {
          holder: organization.parent,
          iban: "DE89 3704 0044 0532 0130 00",
          bic: "COBADEFFXXX",
          bank: "Commerzbank",
        },
      },
      { kind: "contact", at: 5, channels },
    ],
    year2025: yearPage("2025"),
    year2024: [
      { kind: "keyFacts", at: 2, id: "visit", items: ["visitDate", "visitDeparture", "registrationDeadline", "visitRegistered"] },
      ...yearPage("2024"),
    ],
    year2023: yearPage("2023"),
    year2022: yearPage("2022"),
    year2021: yearPage("2021"),
    year2020: yearPage("2020"),
    imprint: [
      { kind: "contact", at: 1, channels },
      { kind: "people", at: 2, people },
    ],
  },
  structuredData: {
    start: [{ kind: "organization", organization }],
  },
};
