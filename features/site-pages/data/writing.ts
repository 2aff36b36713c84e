import factsJson from "./writing.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { DrawingName, PageBlock, QuotePlace, SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/writing.json", factsJson);

/**
 * A writing page: a drawing beside the title, taped in as the start page's picture is, and one of
 * the page's sentences further down beside the text, so that the column carries something in the
 * first screen and down the page. The quote stands beside another section than its own (`quoteAt`):
 * level with its own paragraph it read as the same words twice.
 */
const besideText = (quote: QuotePlace, drawing: DrawingName, quoteAt: number): PageBlock[] => [
  { kind: "illustration", at: "aside", drawing, print: true },
  { kind: "pullQuote", at: quoteAt, beside: true, ...quote },
];

export const writingSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      // The group's facts (when, where, how many, for whom, who leads) as a box under the section
      // that tells them, so that a reader in a hard moment finds them without reading the prose.
      start: [{ kind: "keyFacts", at: 2, id: "group", items: ["when", "where", "size", "openTo", "leaders"] }],
      contentWriting: besideText({ section: 1, paragraph: 1, sentence: 0 }, "notebook", 3),
      // A session's steps as a course's exercise box in the text of the section that tells them, a
      // table as wide as the text (in the narrow column beside it, it stood 475 px taller than the
      // section and left a hole in the text); the section's closing sentence beside the next one.
      concept: [
        { kind: "illustration", at: "aside", drawing: "buildingBlocks", print: true },
        { kind: "keyFacts", at: 2, id: "session", items: ["when", "arrival", "warmUp", "exercise", "sharing", "closing"] },
        { kind: "pullQuote", at: 3, beside: true, section: 2, paragraph: 2, sentence: 1 },
      ],
      authorship: besideText({ section: 1, paragraph: 1, sentence: 1 }, "signedPage", 3),
      firstEdition: besideText({ section: 4, paragraph: 1, sentence: 1 }, "anthology", 3),
      sheetsMkt: besideText({ section: 1, paragraph: 2, sentence: 0 }, "worksheet", 3),
      exin1: besideText({ section: 4, paragraph: 1, sentence: 1 }, "conversation", 3),
      curriculum: [
        { kind: "illustration", at: "aside", drawing: "moduleCycle", print: true },
        { kind: "keyFacts", at: "aside", id: "training", items: ["modules", "session", "group", "origin"] },
        { kind: "pullQuote", at: "aside", section: 4, paragraph: 1, sentence: 0 },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
