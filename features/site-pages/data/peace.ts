import factsJson from "./peace.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/peace.json", factsJson);

export const peaceSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      // The column's pieces stand down the page beside the sections they belong to (at its top
      // they left the column empty beside the page's lower half): the quote beside the section it
      // is taken from, the Peace Light beside its own section.
      peace: [
        { kind: "pullQuote", at: 2, beside: true, section: 2, paragraph: 2, sentence: 1 },
        { kind: "illustration", at: 4, beside: true, drawing: "peaceLight" },
      ],
      auschwitz: [
        { kind: "illustration", at: "aside", drawing: "remembrance" },
        { kind: "keyFacts", at: "aside", id: "remembrance", items: ["liberationDate", "remembranceTime", "stolpersteine", "journey"] },
        // The quote hangs beside the section it is taken from, halfway down the long page, so the
        // column beside the text is not empty under the fact box on a wide screen.
        { kind: "pullQuote", at: 3, first: true, beside: true, section: 3, paragraph: 1, sentence: 0 },
      ],
      // Today's reading is what the page is visited for: on a phone it comes before the list of
      // the explanations under it.
      daily_gospel: [{ kind: "dailyGospel", at: 0, first: true }],
      work: [
        { kind: "pullQuote", at: 1, beside: true, section: 1, paragraph: 2, sentence: 1 },
        { kind: "illustration", at: 3, beside: true, drawing: "peaceWalk" },
        // When and where to join, beside the section that tells how (a phone reads it after it).
        { kind: "keyFacts", at: 4, beside: true, id: "joinIn", items: ["meeting", "walk", "schools"] },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
