import factsJson from "./syma.json";
import { parseSiteFactsFile, requiredRecord } from "./schema";
import type { ContactChannels, SiteData, SkillGroup } from "./types";

const FILE = "features/site-pages/data/syma.json";
const factsFile = parseSiteFactsFile(FILE, factsJson);

/** The owner of the server and of most of its sites, whose contact record the imprints show. */
export const owner = requiredRecord(FILE, "person", factsFile.person);

// The owner's address and web site are the contact buttons' too; the file adds his numbers.
export const ownerChannels: ContactChannels = { ...factsFile.channels, mail: owner.mail, web: owner.web };

const cvEntries = factsFile.cv ?? [];

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
  ...factsFile,
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
