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
      peace: [
        { kind: "illustration", at: "aside", drawing: "peaceLight" },
        { kind: "pullQuote", at: "aside", section: 2, paragraph: 2, sentence: 1 },
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
        { kind: "illustration", at: "aside", drawing: "peaceWalk" },
        { kind: "keyFacts", at: "aside", id: "joinIn", items: ["meeting", "walk", "schools"] },
        { kind: "pullQuote", at: "aside", section: 1, paragraph: 2, sentence: 1 },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
