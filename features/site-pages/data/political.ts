import factsJson from "./political.json";
import { parseSiteFactsFile, type SiteFactsFile } from "@/lib/site-facts/schema";
import { ownerImprint } from "./syma";
import type { HouseListing, SiteDataSource } from "./types";

const FILE = "features/site-pages/data/political.json";
const file = parseSiteFactsFile(FILE, factsJson);

/** A figure of the listing; the listing and the texts' `{placeholders}` read the same fact. */
function figure(facts: SiteFactsFile, name: string): number {
  const fact = facts.facts[name];
  if (!fact || typeof fact.value !== "number") throw new Error(`${FILE}: facts/${name}: the house listing needs this figure`);
  return fact.value;
}

/** The house for sale (a property listing). */
const houseOf = (facts: SiteFactsFile): HouseListing => ({
  livingSpace: figure(facts, "livingSpace"),
  plot: figure(facts, "plot"),
  rooms: figure(facts, "rooms"),
  price: figure(facts, "price"),
  monthlyCosts: figure(facts, "monthlyCosts"),
  built: figure(facts, "built"),
  modernised: figure(facts, "modernised"),
  streetViewUrl: "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=52.3334,8.0627",
  // The picture's left edge is north; the house stands in the middle, to the south.
  panorama: { src: "/media/political/house-panorama.webp", poster: "/media/political/house-panorama-poster.webp", initialYaw: 180 },
});

export const politicalSource: SiteDataSource = {
  file,
  build: (facts, owner) => ({
    ...facts,
    // The owner writes the commentary: the start page names him as its author.
    person: owner.person,
    pages: {
      start: [
        // No pull quotes: a commentary of two paragraphs stood level with its own sentence set large
        // beside it, read twice at one glance. The commentaries run in two columns across the
        // margin instead (app/globals.css).
        {
          kind: "videos",
          at: 4,
          videos: [
            { id: "river", src: "/political/videos/river.mp4", poster: "/images/river.jpg" },
            { id: "garden", src: "/political/videos/garden.mp4", poster: "/images/garden.jpg" },
          ],
        },
        // The listing opens its section, so that the 360° view is reached before the house's story.
        { kind: "property", at: 5, first: true, house: houseOf(facts) },
      ],
      imprint: ownerImprint(owner),
    },
    structuredData: {},
  }),
};
