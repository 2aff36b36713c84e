import factsJson from "./tax.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/tax.json", factsJson);

/** The construction site has no facts of its own; its imprint is the owner's (see the registry). */
export const taxSource: SiteDataSource = { file, build: (facts) => ({ ...facts, pages: {}, structuredData: {} }) };
