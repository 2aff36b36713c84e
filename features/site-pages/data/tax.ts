import factsJson from "./tax.json";
import { parseSiteFactsFile } from "./schema";
import type { SiteData } from "./types";

const factsFile = parseSiteFactsFile("features/site-pages/data/tax.json", factsJson);

/** The construction site has no facts of its own; its imprint is the owner's (see the registry). */
export const taxData: SiteData = { ...factsFile, pages: {}, structuredData: {} };
