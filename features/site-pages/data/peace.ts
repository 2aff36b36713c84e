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
      daily_gospel: [{ kind: "dailyGospel", at: 0 }],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
