import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

export const vaultData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {},
  places: {},
  pages: {
    imprint: ownerImprint,
    intern2001: [
      {
        kind: "videos",
        at: 2,
        // Members only: served from media/intern/vault/videos by the sign-in gate.
        videos: [{ id: "restoration-2001", src: "/intern/vault/videos/restoration-2001.mp4", poster: "/images/restoration-2001.jpg" }],
      },
    ],
  },
  structuredData: {},
};
