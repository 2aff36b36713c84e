import Image from "next/image";
import { Lightbox } from "../lazy-widgets";
import styles from "./gallery.module.css";
import type { GalleryLabels, GalleryPhoto } from "./types";

export type PhotoGalleryProps = {
  photos: readonly GalleryPhoto[];
  labels: GalleryLabels;
};

const thumbWidth = 400;
/** A tile's width (gallery.module.css): the column on a phone, half of it from 700 px, a third of the frame from 1000 px. */
const TILE_SIZES = "(min-width: 1000px) 370px, (min-width: 700px) calc(50vw - 48px), calc(100vw - 44px)";

/** Thumbnail grid rendered on the server; each link leads to the full image, the lightbox takes over with JavaScript. */
export function PhotoGallery({ photos, labels }: PhotoGalleryProps) {
  return (
    <Lightbox photos={photos} labels={labels}>
      <ul className={styles.grid} data-gallery="">
        {photos.map((photo, index) => (
          <li key={photo.src} className={styles.item}>
            <figure className={styles.figure}>
              <a href={photo.src} className={styles.thumbLink} data-photo-index={index} aria-haspopup="dialog">
                {/* The 400 px thumbnail where it is enough, the photo itself where a tile is wider
                    (a phone's whole column at twice its pixels, two to a row on a laptop). */}
                <picture>
                  <source srcSet={`${photo.thumb} ${thumbWidth}w, ${photo.src} ${photo.width}w`} sizes={TILE_SIZES} />
                  <Image
                    className={styles.thumb}
                    src={photo.thumb}
                    width={thumbWidth}
                    height={Math.round((thumbWidth * photo.height) / photo.width)}
                    alt={photo.alt}
                    loading="lazy"
                    unoptimized
                  />
                </picture>
                <span className="visually-hidden">{labels.open}</span>
              </a>
              <figcaption className={styles.caption}>{photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Lightbox>
  );
}
