/** The figures of the house for sale; words (garage, year, place) live in the language files. */
export const houseFacts = {
  livingSpaceSquareMetres: 115,
  plotSquareMetres: 1094,
  rooms: 5,
  priceEuros: 360_000,
  monthlyCostsEuros: 320,
  streetViewUrl: "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=52.3334,8.0627",
} as const;

export const panoramaImages = {
  full: "/media/political/house-panorama.webp",
  poster: "/media/political/house-panorama-poster.webp",
  /** Compass direction of the house in the picture: the middle, south. */
  houseYaw: 180,
} as const;
