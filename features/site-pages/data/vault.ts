import factsJson from "./vault.json";
import { parseSiteFactsFile } from "./schema";
import { ownerImprint } from "./syma";
import type { SiteData } from "./types";

const factsFile = parseSiteFactsFile("features/site-pages/data/vault.json", factsJson);

export const vaultData: SiteData = {
  ...factsFile,
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
