import factsJson from "./languages.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/languages.json", factsJson);

export const languagesSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: { imprint: ownerImprint(owner) },
    structuredData: {},
  }),
};
