/**
 * The morpheme categories with their colours, shared by the morpheme site's pages
 * and the game. Colour is never the only cue: each category also has a shape (drawn by the
 * components) so that the blocks stay distinguishable without colour vision.
 * Names live in the language files under `morpheme.categories.<id>`.
 */
export const morphemeCategories = [
  { id: "basic", colourName: "gray", colour: "#9ca3af", shape: "square" },
  { id: "prefix", colourName: "green", colour: "#22c55e", shape: "arrow-right" },
  { id: "suffix", colourName: "blue", colour: "#3b82f6", shape: "arrow-left" },
  { id: "buildingBlock", colourName: "pink", colour: "#ec4899", shape: "diamond" },
  { id: "circumfix", colourName: "yellow", colour: "#eab308", shape: "brackets" },
  { id: "inflexion", colourName: "orange", colour: "#f97316", shape: "circle" },
  { id: "structureWord", colourName: "purple", colour: "#a855f7", shape: "triangle" },
  { id: "result", colourName: "white", colour: "#f8fafc", shape: "star" },
] as const;

type MorphemeCategory = (typeof morphemeCategories)[number];
export type MorphemeCategoryId = MorphemeCategory["id"];
export type MorphemeShape = MorphemeCategory["shape"];

export function isMorphemeCategoryId(value: unknown): value is MorphemeCategoryId {
  return typeof value === "string" && morphemeCategories.some((category) => category.id === value);
}

/** A category's colour, as its blocks are drawn on the site's pages and in the game. */
export function morphemeCategoryColour(id: MorphemeCategoryId): string | undefined {
  return morphemeCategories.find((category) => category.id === id)?.colour;
}
