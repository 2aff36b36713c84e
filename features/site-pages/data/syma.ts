import factsJson from "./syma.json";
import { parseSiteFactsFile, requiredRecord, type SiteFactsFile } from "@/lib/site-facts/schema";
import type { ContactChannels, OwnerRecord, PersonRecord, SiteDataSource, SkillGroup } from "./types";

const FILE = "features/site-pages/data/syma.json";
const file = parseSiteFactsFile(FILE, factsJson);

const ownerOf = (facts: SiteFactsFile) => requiredRecord(FILE, "person", facts.person);

// The owner's address and web site are the contact buttons' too; the file adds his numbers.
const channelsOf = (facts: SiteFactsFile, person: PersonRecord): ContactChannels => ({ ...facts.channels, mail: person.mail, web: person.web });

const ownerRecordOf = (facts: SiteFactsFile): OwnerRecord => {
  const person = ownerOf(facts);
  return { person, channels: channelsOf(facts, person) };
};

/**
 * The imprint of a site the owner runs: a card with his address and contact buttons in the column
 * beside the text on a wide screen, right under the lead on a phone (the text refers to the
 * address above).
 */
export const ownerImprint = ({ person, channels }: OwnerRecord, { alias = false } = {}) => [{ kind: "address", at: "aside", person, channels, alias }] as const;

/** The owner of the server and of most of its sites as the build's file has him. */
export const owner = ownerOf(file);

export const ownerChannels = channelsOf(file, owner);

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
  owner: ownerRecordOf,
  ownerFacts: ["person", "channels"],
  build: (facts) => {
    const record = ownerRecordOf(facts);
    const { person, channels } = record;
    return {
      ...facts,
      pages: {
        start: [
          // His three offers as cards, each its label over its text (round 89: three paragraphs of
          // 60–80 words opening with a run-in label read as prose where the page lists offers).
          { kind: "cards", at: 1, id: "offers", items: [{ id: "controls" }, { id: "visualisation" }, { id: "software" }] },
          { kind: "skills", at: 1, groups: skills },
          // How he bills and where he works, as a pull-out beside how he works (round 89: a sentence
          // at the section's end, with the column beside the text empty).
          { kind: "keyFacts", at: 2, beside: true, id: "terms", items: ["scope", "billing", "place"] },
          { kind: "contact", at: "aside", channels },
        ],
        // The positions stand in the column beside the story they sum up, under the drawing, so the
        // story starts under its lead and the column carries the page down to its last section (in
        // the text column they left the column beside them empty for 1,400 px; a pull quote beside
        // the story ran into them). On a phone the column follows the lead: the positions still
        // come before the story's contents.
        cv: [
          { kind: "illustration", at: "aside", drawing: "terminalStrip", sheet: true },
          // The positions at a glance under the drawing on a wide screen; on a phone after the story
          // they sum up, so that the page's contents follow its lead (before them, "On this page"
          // stood two screens down, round 77).
          { kind: "cv", at: "asideEnd", entries: facts.cv ?? [] },
          // The skills close the page across both columns, the data sheet's parts list under the story.
          { kind: "skills", at: "wide", groups: skills },
        ],
        // His own site is named after his nickname: only here does "Known as" say something.
        imprint: ownerImprint(record, { alias: true }),
      },
      // The imprint's sentence on the sign-in cookie: the construction site borrows this imprint
      // and has no sign-in.
      signInParagraphs: { imprint: [{ section: 3, paragraph: 4 }] },
      structuredData: {
        start: [{ kind: "person", person, skills }],
        cv: [{ kind: "person", person, skills }],
      },
    };
  },
};
