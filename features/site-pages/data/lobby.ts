import factsJson from "./lobby.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/lobby.json", factsJson);

export const lobbySource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: { imprint: ownerImprint(owner) },
    structuredData: {},
  }),
};
