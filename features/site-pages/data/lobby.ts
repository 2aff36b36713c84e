import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

export const lobbyData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {
    meetingTime: { kind: "time", value: "18:30" },
  },
  places: {},
  pages: { imprint: ownerImprint },
  structuredData: {},
};
