import { isMorphemeCategoryId, morphemeCategories, type MorphemeCategoryId, type MorphemeShape } from "@/lib/tenancy/sites/morpheme-categories";
import { relativeLuminance } from "@/lib/colour/contrast";

/** A category as the game shows it: a teacher may rename it and give it another colour. */
export interface CategorySetting {
  readonly id: MorphemeCategoryId;
  readonly name: string;
  /** "#rrggbb" */
  readonly colour: string;
}

const COLOUR = /^#[0-9a-f]{6}$/;

/** The categories as shipped: ids and colours of the shared module, names in the page's language. */
export function defaultCategorySettings(nameOf: (id: MorphemeCategoryId) => string): CategorySetting[] {
  return morphemeCategories.map((category) => ({ id: category.id, name: nameOf(category.id), colour: category.colour }));
}

export function isCategorySetting(value: unknown): value is CategorySetting {
  if (typeof value !== "object" || value === null) return false;
  const { id, name, colour } = value as Record<string, unknown>;
  return isMorphemeCategoryId(id) && typeof name === "string" && name.length > 0 && name.length <= 40 && typeof colour === "string" && COLOUR.test(colour);
}

export function shapeOf(id: MorphemeCategoryId): MorphemeShape {
  return morphemeCategories.find((category) => category.id === id)?.shape ?? "square";
}

/** Black or white, whichever reads better on the block's colour (WCAG contrast). */
export function textColourOn(colour: string): "#000000" | "#ffffff" {
  const luminance = relativeLuminance(colour);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? "#000000" : "#ffffff";
}
