import factsJson from "./syma.json";
import { parseSiteFactsFile, requiredRecord, type SiteFactsFile } from "@/lib/site-facts/schema";
import type { ContactChannels, PersonRecord, SiteDataSource, SkillGroup } from "./types";

const FILE = "features/site-pages/data/syma.json";
const file = parseSiteFactsFile(FILE, factsJson);

const ownerOf = (facts: SiteFactsFile) => requiredRecord(FILE, "person", facts.person);

// The owner's address and web site are the contact buttons' too; the file adds his numbers.
const channelsOf = (facts: SiteFactsFile, person: PersonRecord): ContactChannels => ({ ...facts.channels, mail: person.mail, web: person.web });

/** The imprint of a site the owner runs: his address and contact buttons under the first heading. */
const imprintOf = (person: PersonRecord, channels: ContactChannels) =>
  [
    { kind: "address", at: 1, first: true, person },
    { kind: "contact", at: 1, first: true, channels },
  ] as const;

/** The owner of the server and of most of its sites, whose contact record the imprints show. */
export const owner = ownerOf(file);

export const ownerChannels = channelsOf(file, owner);

/**
 * The imprint of every other site the owner runs, from the build's record: those sites' pages are
 * regenerated when their own facts are published, so they keep the repository's record of him.
 */
export const ownerImprint = imprintOf(owner, ownerChannels);

/** The owner's skill labels, grouped; names of products read the same in every language. */
export const skills: readonly SkillGroup[] = [
  { id: "languages", skills: ["Delphi", "C++", "TypeScript", "React", "Python"] },
  { id: "databases", skills: ["MS SQL Server", "Oracle", "Sybase"] },
  { id: "systems", skills: ["Windows", "Linux", "QNX", "VMware"] },
  { id: "interfaces", skills: ["RS485", "RS232"] },
  { id: "tools", skills: ["Subversion", "MS Office"] },
  { id: "peerSupport", skills: ["EX-IN"] },
];

export const symaSource: SiteDataSource = {
  file,
  build: (facts) => {
    const person = ownerOf(facts);
    const channels = channelsOf(facts, person);
    return {
      ...facts,
      pages: {
        start: [
          { kind: "skills", at: 1, groups: skills },
          { kind: "contact", at: 2, channels },
        ],
        cv: [
          { kind: "cv", at: "end", entries: facts.cv ?? [] },
          { kind: "skills", at: "end", groups: skills },
        ],
        imprint: imprintOf(person, channels),
      },
      structuredData: {
        start: [{ kind: "person", person, skills }],
        cv: [{ kind: "person", person, skills }],
      },
    };
  },
};
