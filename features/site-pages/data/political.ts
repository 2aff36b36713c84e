import { ownerImprint } from "./syma";
import type { HouseListing, SiteData } from "./types";

/** The house for sale (a property listing). */
const house: HouseListing = {
  livingSpace: 115,
  plot: 1094,
  rooms: 5,
  price: 360_000,
  monthlyCosts: 320,
  built: 1968,
  modernised: 2012,
  streetViewUrl: "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=52.3334,8.0627",
  // The picture's left edge is north; the house stands in the middle, to the south.
  panorama: { src: "/media/political/house-panorama.webp", poster: "/media/political/house-panorama-poster.webp", initialYaw: 180 },
};

export const politicalData: SiteData = {
  timeZone: "Europe/Berlin",
  facts: {
    livingSpace: { kind: "area", value: house.livingSpace },
    plot: { kind: "area", value: house.plot },
    rooms: { kind: "number", value: house.rooms },
    price: { kind: "money", value: house.price, currency: "EUR" },
    monthlyCosts: { kind: "money", value: house.monthlyCosts, currency: "EUR" },
    built: { kind: "year", value: house.built },
    modernised: { kind: "year", value: house.modernised },
    energy: { kind: "number", value: 142 },
  },
  places: {},
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
