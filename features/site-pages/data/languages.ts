import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

export const languagesData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {},
  places: {},
  pages: { imprint: ownerImprint },
  structuredData: {},
};
