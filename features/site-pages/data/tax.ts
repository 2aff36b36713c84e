import type { SiteData } from "./types";

/** The construction site has no facts of its own; its imprint is the owner's (see the registry). */
export const taxData: SiteData = { timeZone: "Europe/Berlin", facts: {}, places: {}, pages: {}, structuredData: {} };
