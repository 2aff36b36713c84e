import { getTranslations } from "next-intl/server";
import { getDataTexts } from "@/lib/i18n/data-texts";
import { PhotoGallery } from "../gallery/photo-gallery";
import type { GalleryLabels, GalleryPhoto } from "../gallery/types";
import type { BlockProps } from "./block-types";

/** A photo grid with alt texts and captions from `photos.items`; a photo without texts is left out. */
export async function GalleryBlock({ block, context }: BlockProps<"gallery">) {
  const t = await getDataTexts(context.locale, "photos");
  const label = await getTranslations({ locale: context.locale, namespace: "photos.labels" });
  const labels: GalleryLabels = {
    open: label("open"),
    close: label("close"),
    previous: label("previous"),
    next: label("next"),
    // Filled on the client as the visitor steps through the photos.
    counter: label.raw("counter"),
  };
  const photos: GalleryPhoto[] = block.photos
    .filter((photo) => t.has(`items.${photo.id}.alt`))
    .map(({ id, ...file }) => ({ ...file, alt: t(`items.${id}.alt`), caption: t(`items.${id}.caption`) }));
  return <PhotoGallery photos={photos} labels={labels} />;
}
