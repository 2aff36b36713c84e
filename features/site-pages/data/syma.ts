import type { ContactChannels, CvEntry, PersonRecord, SiteData, SkillGroup } from "./types";

/** The owner of the server and of most of its sites, whose contact record the imprints show. */
export const owner: PersonRecord = {
  id: "owner",
  firstName: "Sylvan",
  lastName: "Martens",
  nickName: "SyMa",
  mail: "kontakt@syma.example",
  web: "https://syma.example",
  street: "Lindenweg 12",
  zip: "49074",
  city: "Osnabrück",
  country: "DE",
};

export const ownerChannels: ContactChannels = {
  phone: "+49 541 600 2140",
  fax: "+49 541 600 2149",
  mobile: "+49 170 555 0142",
  messenger: "https://signal.me/#p/+491705550142",
  mail: owner.mail,
  web: owner.web,
};

const cvEntries: readonly CvEntry[] = [
  { id: "apprenticeship", from: "1985-08", to: "1989-01" },
  { id: "studies", from: "1989-10", to: "1995-03" },
  { id: "plantEngineering", from: "1995-04", to: "2006-06" },
  { id: "softwareHouse", from: "2006-07", to: "2016-03" },
  { id: "exin", from: "2017-02", to: "2018-06" },
  { id: "selfEmployed", from: "2018-07" },
];

/** The owner's skill labels, grouped; names of products read the same in every language. */
export const skills: readonly SkillGroup[] = [
  { id: "languages", skills: ["Delphi", "C++", "TypeScript", "React", "Python"] },
  { id: "databases", skills: ["MS SQL Server", "Oracle", "Sybase"] },
  { id: "systems", skills: ["Windows", "Linux", "QNX", "VMware"] },
  { id: "interfaces", skills: ["RS485", "RS232"] },
  { id: "tools", skills: ["Subversion", "MS Office"] },
  { id: "peerSupport", skills: ["EX-IN"] },
];

/** The imprint of every site the owner runs: his address and contact buttons under the first heading. */
export const ownerImprint = [
  { kind: "address", at: 1, first: true, person: owner },
  { kind: "contact", at: 1, first: true, channels: ownerChannels },
] as const;

export const symaData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {},
  places: {},
  pages: {
    start: [
      { kind: "skills", at: 1, groups: skills },
      { kind: "contact", at: 2, channels: ownerChannels },
    ],
    cv: [
      { kind: "cv", at: "end", entries: cvEntries },
      { kind: "skills", at: "end", groups: skills },
    ],
    imprint: ownerImprint,
  },
  structuredData: {
    start: [{ kind: "person", person: owner, skills }],
    cv: [{ kind: "person", person: owner, skills }],
  },
};
