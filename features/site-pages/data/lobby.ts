import factsJson from "./lobby.json";
import { parseSiteFactsFile } from "./schema";
import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

const factsFile = parseSiteFactsFile("features/site-pages/data/lobby.json", factsJson);

export const lobbyData: SiteData = {
  ...factsFile,
  pages: { imprint: ownerImprint },
  structuredData: {},
};
