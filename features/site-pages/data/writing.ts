import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

export const writingData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {},
  places: {},
  pages: { imprint: ownerImprint },
  structuredData: {},
};
