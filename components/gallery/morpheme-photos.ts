import type { GalleryPhoto } from "./types";

export type PhotoFile = Pick<GalleryPhoto, "src" | "thumb" | "width" | "height"> & { id: string };
export type PhotoTexts = Record<string, { alt: string; caption: string } | undefined>;

const ids = [
  "word-cards-unglucklich",
  "word-cards-gespielt",
  "word-cards-haustur",
  "word-cards-freundschaft",
  "word-cards-besuchen",
  "game-board",
  "classroom-whiteboard",
  "card-box",
] as const;

export type MorphemePhotoId = (typeof ids)[number];

/** Drawn by scripts/make-photos.sh; the ids are the keys of `photos.items` in messages/<locale>.json. */
export const morphemePhotos: readonly PhotoFile[] = ids.map((id) => ({
  id,
  src: `/photos/morpheme/${id}.webp`,
  thumb: `/photos/morpheme/${id}-thumb.webp`,
  width: 1200,
  height: 800,
}));

/** Joins files with their texts; a photo without texts is left out rather than shown without alt text. */
export function withTexts(files: readonly PhotoFile[], texts: PhotoTexts): GalleryPhoto[] {
  return files.flatMap(({ id, ...file }) => {
    const text = texts[id];
    return text ? [{ ...file, alt: text.alt, caption: text.caption }] : [];
  });
}
