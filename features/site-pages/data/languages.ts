import factsJson from "./languages.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/languages.json", factsJson);

export const languagesSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      start: [
        // Why languages matter, in the words of one who said it first, beside the section that says
        // it in three lines: the column beside them stood empty under the heading (round 78).
        { kind: "quotation", at: 1, id: "ownLanguage", beside: true },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
