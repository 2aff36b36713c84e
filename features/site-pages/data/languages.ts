import factsJson from "./languages.json";
import { parseSiteFactsFile } from "./schema";
import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

const factsFile = parseSiteFactsFile("features/site-pages/data/languages.json", factsJson);

export const languagesData: SiteData = {
  ...factsFile,
  pages: { imprint: ownerImprint },
  structuredData: {},
};
