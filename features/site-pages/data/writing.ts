import factsJson from "./writing.json";
import { parseSiteFactsFile } from "./schema";
import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

const factsFile = parseSiteFactsFile("features/site-pages/data/writing.json", factsJson);

export const writingData: SiteData = {
  ...factsFile,
  pages: { imprint: ownerImprint },
  structuredData: {},
};
