import { drawnPoster } from "../blocks/drawn-poster";
import { systemMedia } from "./hero-picture";
import styles from "./hero.module.css";

/**
 * A card's small drawing: a video poster's SVG (a few kilobytes, sharp at any size), the night
 * version while the page is dark. Decorative, as the card's own words say what it shows.
 */
export function CardPicture({ poster }: { poster: string }) {
  const drawing = drawnPoster(poster);
  return (
    <picture className={styles.cardPicture}>
      {/* The start-up script points the `data-scheme="dark"` source at the site's own dark-mode
          choice when the switch differs from the system's preference. */}
      <source type="image/svg+xml" srcSet={drawing.dark} media={systemMedia.dark} data-scheme="dark" />
      <img src={drawing.light} alt="" width={320} height={240} loading="lazy" decoding="async" />
    </picture>
  );
}
