import Image from "next/image";
import { Lightbox } from "../lazy-widgets";
import styles from "./gallery.module.css";
import type { GalleryLabels, GalleryPhoto } from "./types";

export type PhotoGalleryProps = {
  photos: readonly GalleryPhoto[];
  labels: GalleryLabels;
};

const thumbWidth = 400;

/** Thumbnail grid rendered on the server; each link leads to the full image, the lightbox takes over with JavaScript. */
export function PhotoGallery({ photos, labels }: PhotoGalleryProps) {
  return (
    <Lightbox photos={photos} labels={labels}>
      <ul className={styles.grid} data-gallery="">
        {photos.map((photo, index) => (
          <li key={photo.src} className={styles.item}>
            <figure className={styles.figure}>
              <a href={photo.src} className={styles.thumbLink} data-photo-index={index} aria-haspopup="dialog">
                <Image
                  className={styles.thumb}
                  src={photo.thumb}
                  width={thumbWidth}
                  height={Math.round((thumbWidth * photo.height) / photo.width)}
                  alt={photo.alt}
                  loading="lazy"
                  unoptimized
                />
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
