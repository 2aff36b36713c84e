import type { PictogramId } from "./pictograms";

/** What a built-in word's round shows first: a pictogram and a German sentence with a gap. */
export interface WordPicture {
  readonly picture: PictogramId;
  /** Holds GAP once, where the word belongs. */
  readonly sentence: string;
}

export const GAP = "___";
