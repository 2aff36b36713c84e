import factsJson from "./political.json";
import { parseSiteFactsFile } from "./schema";
import { ownerImprint } from "./syma";
import type { HouseListing, SiteData } from "./types";

const factsFile = parseSiteFactsFile("features/site-pages/data/political.json", factsJson);

/** A figure of the listing; the listing and the texts' `{placeholders}` read the same fact. */
function figure(name: string): number {
  const fact = factsFile.facts[name];
  if (!fact || typeof fact.value !== "number") {
    throw new Error(`features/site-pages/data/political.json: facts/${name}: the house listing needs this figure`);
  }
  return fact.value;
}

/** The house for sale (a property listing). */
const house: HouseListing = {
  livingSpace: figure("livingSpace"),
  plot: figure("plot"),
  rooms: figure("rooms"),
  price: figure("price"),
  monthlyCosts: figure("monthlyCosts"),
  built: figure("built"),
  modernised: figure("modernised"),
  streetViewUrl: "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=52.3334,8.0627",
  // The picture's left edge is north; the house stands in the middle, to the south.
  panorama: { src: "/media/political/house-panorama.webp", poster: "/media/political/house-panorama-poster.webp", initialYaw: 180 },
};

export const politicalData: SiteData = {
  ...factsFile,
  pages: {
    start: [
      {
        kind: "videos",
        at: 4,
        videos: [
          { id: "river", src: "/political/videos/river.mp4", poster: "/images/river.jpg" },
          { id: "garden", src: "/political/videos/garden.mp4", poster: "/images/garden.jpg" },
        ],
      },
      { kind: "property", at: 5, house },
    ],
    imprint: ownerImprint,
  },
  structuredData: {},
};
