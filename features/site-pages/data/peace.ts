import factsJson from "./peace.json";
import { parseSiteFactsFile } from "./schema";
import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

const factsFile = parseSiteFactsFile("features/site-pages/data/peace.json", factsJson);

export const peaceData: SiteData = {
  ...factsFile,
  pages: {
    daily_gospel: [{ kind: "dailyGospel", at: 0 }],
    imprint: ownerImprint,
  },
  structuredData: {},
};
