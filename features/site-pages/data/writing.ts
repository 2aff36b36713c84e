import factsJson from "./writing.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { DrawingName, PageBlock, QuotePlace, SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/writing.json", factsJson);

/** A writing page: a drawing, taped in as the start page's picture is, and one of the page's sentences beside the text. */
const besideText = (quote: QuotePlace, drawing: DrawingName = "notebook"): PageBlock[] => [
  { kind: "illustration", at: "aside", drawing, print: true },
  { kind: "pullQuote", at: "aside", ...quote },
];

export const writingSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      // The group's facts (when, where, how many, for whom, who leads) as a box under the section
      // that tells them, so that a reader in a hard moment finds them without reading the prose.
      start: [{ kind: "keyFacts", at: 2, id: "group", items: ["when", "where", "size", "openTo", "leaders"] }],
      contentWriting: besideText({ section: 1, paragraph: 1, sentence: 0 }),
      // A session's steps as a course's exercise box, at the end of the section that tells them.
      concept: [
        ...besideText({ section: 2, paragraph: 2, sentence: 1 }, "buildingBlocks"),
        { kind: "keyFacts", at: 2, id: "session", items: ["when", "arrival", "warmUp", "exercise", "sharing", "closing"] },
      ],
      authorship: besideText({ section: 1, paragraph: 1, sentence: 1 }, "signedPage"),
      firstEdition: besideText({ section: 3, paragraph: 2, sentence: 0 }, "anthology"),
      sheetsMkt: besideText({ section: 1, paragraph: 2, sentence: 0 }, "worksheet"),
      exin1: besideText({ section: 3, paragraph: 2, sentence: 0 }, "conversation"),
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
