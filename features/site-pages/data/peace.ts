import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

export const peaceData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {
    meetingTime: { kind: "time", value: "19:30" },
    prayerTime: { kind: "time", value: "19:00" },
    remembranceTime: { kind: "time", value: "18:00" },
    members: { kind: "number", value: 14 },
  },
  places: {},
  pages: {
    daily_gospel: [{ kind: "dailyGospel", at: 0 }],
    imprint: ownerImprint,
  },
  structuredData: {},
};
