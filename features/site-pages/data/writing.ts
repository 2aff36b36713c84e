import factsJson from "./writing.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { DrawingName, PageBlock, QuotePlace, SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/writing.json", factsJson);

/**
 * A writing page: a drawing beside the title, taped in as the start page's picture is, and down
 * the page beside the text a second drawing of one section's subject and one of the page's
 * sentences, so that the column carries something in the first screen and on down the long page
 * (with the quote alone it stood empty for 850 px under the first drawing). A quote stands beside
 * another section than its own: level with its own paragraph it read as the same words twice.
 */
const besideText = (top: DrawingName, quote: QuotePlace & { at: number }, drawing?: { drawing: DrawingName; at: number }): PageBlock[] => {
  const { at, ...place } = quote;
  return [
    { kind: "illustration", at: "aside", drawing: top, print: true },
    { kind: "pullQuote", at, beside: true, ...place },
    ...(drawing ? [{ kind: "illustration", at: drawing.at, beside: true, drawing: drawing.drawing, print: true } as const] : []),
  ];
};

export const writingSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      // The group's facts (when, where, how many, for whom, who leads) as a box under the section
      // that tells them, so that a reader in a hard moment finds them without reading the prose.
      start: [{ kind: "keyFacts", at: 2, id: "group", items: ["when", "where", "size", "openTo", "leaders"] }],
      contentWriting: besideText("notebook", { at: 2, section: 1, paragraph: 1, sentence: 0 }, { drawing: "writingForms", at: 3 }),
      // A session's steps as a course's exercise box in the text of the section that tells them, a
      // table as wide as the text (in the narrow column beside it, it stood 475 px taller than the
      // section and left a hole in the text), its clock beside them; the section's closing
      // sentence beside the next one.
      concept: [
        { kind: "illustration", at: "aside", drawing: "buildingBlocks", print: true },
        { kind: "keyFacts", at: 2, id: "session", items: ["when", "arrival", "warmUp", "exercise", "sharing", "closing"] },
        { kind: "illustration", at: 2, beside: true, drawing: "sessionClock", print: true },
        { kind: "pullQuote", at: 3, beside: true, section: 2, paragraph: 2, sentence: 1 },
      ],
      // Two of the page's sentences: what the authors keep beside who they are, what editing leaves them at the end.
      authorship: [...besideText("signedPage", { at: 2, section: 4, paragraph: 1, sentence: 0 }), { kind: "pullQuote", at: 4, beside: true, section: 2, paragraph: 1, sentence: 0 }],
      firstEdition: besideText("anthology", { at: 2, section: 4, paragraph: 1, sentence: 1 }, { drawing: "launchReading", at: 3 }),
      sheetsMkt: besideText("worksheet", { at: 2, section: 1, paragraph: 2, sentence: 0 }, { drawing: "sheetsGroup", at: 3 }),
      // What a peer brings to patients beside the training, what he brings to this group beside what peers do.
      exin1: [...besideText("conversation", { at: 3, section: 4, paragraph: 1, sentence: 1 }), { kind: "pullQuote", at: 2, beside: true, section: 3, paragraph: 2, sentence: 0 }],
      // The drawing and the facts of the training at the column's top, two of the page's sentences
      // down the modules: all three at the top left the column's lower 1,500 px empty, and the
      // facts beside the first modules stood taller than their text, a hole in it.
      curriculum: [
        { kind: "illustration", at: "aside", drawing: "moduleCycle", print: true },
        { kind: "keyFacts", at: "aside", id: "training", items: ["modules", "session", "group", "origin"] },
        { kind: "pullQuote", at: 2, beside: true, section: 4, paragraph: 1, sentence: 0 },
        { kind: "pullQuote", at: 4, beside: true, section: 2, paragraph: 2, sentence: 1 },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
