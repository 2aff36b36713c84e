import playerClasses from "@/components/media/media-player.module.css";
import { systemMedia } from "../hero/scheme-media";
import { drawnPoster } from "./drawn-poster";

/**
 * A video's poster: its drawing (SVG, sharp at any width the card takes), the night version while
 * the page is dark, the specification's JPEG for a browser without SVG. Sized like the clip, so
 * the card keeps its height before it loads. Fetched with the page at low priority, not lazily:
 * a drawing of 2 to 4 kB, and a lazy one was still missing when a visitor (or a screenshot of the
 * whole page) reached the card, a blank white box with a play button (round 85).
 */
export function VideoPoster({ poster, alt }: { poster: string; alt: string }) {
  const drawing = drawnPoster(poster);
  return (
    <picture>
      {/* The start-up script points a `data-scheme="dark"` source at the site's own dark-mode
          choice when the switch differs from the system's preference. */}
      <source type="image/svg+xml" srcSet={drawing.dark} media={systemMedia.dark} data-scheme="dark" />
      <source type="image/svg+xml" srcSet={drawing.light} />
      <img className={playerClasses.poster} src={poster} alt={alt} width={320} height={240} fetchPriority="low" decoding="async" />
    </picture>
  );
}
