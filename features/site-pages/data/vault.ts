import factsJson from "./vault.json";
import { parseSiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { SiteDataSource } from "./types";

const file = parseSiteFactsFile("features/site-pages/data/vault.json", factsJson);

export const vaultSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    pages: {
      imprint: ownerImprint(owner),
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
  }),
};
