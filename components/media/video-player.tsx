"use client";

import { useRef, type ReactNode } from "react";
import { useCopyConfirmation } from "./use-copy-confirmation";
import { usePlayOnDemand } from "./use-play-on-demand";
import type { MediaPlayerClasses } from "./media-player-classes";

type VideoPlayerLabels = { copyLink: string; linkCopied: string; /** "Play video: <title>" */ play: string };

export type VideoPlayerProps = {
  /** Site-relative path such as `/forum/videos/cafe.mp4`; copied as an absolute URL. */
  src: string;
  /** The picture over the clip until it plays (the server renders it, sized and lazy). */
  poster: ReactNode;
  title: string;
  /** A sentence about the clip, shown in the card under its title. */
  description?: string;
  labels: VideoPlayerLabels;
  classes: MediaPlayerClasses;
  /**
   * The play sign over the poster and the copy button's link sign (./play-icon, ./link-icon),
   * rendered by the server like the poster: static drawings stay out of the player's script.
   */
  icons: { play: ReactNode; link: ReactNode };
};

/** A card: the clip (its poster carries no text), then its title and description in the page's language. */
export function VideoPlayer({ src, poster, title, description, labels, classes: styles, icons }: VideoPlayerProps) {
  const { confirmed, copy } = useCopyConfirmation();
  const video = useRef<HTMLVideoElement>(null);
  const { started, start } = usePlayOnDemand(video);

  return (
    <figure className={styles.figure}>
      <div className={styles.stage}>
        {/* No poster attribute: the browser fetches one at once, wherever the card stands. */}
        <video className={styles.video} controls={started} preload="none" playsInline width={320} height={240} ref={video}>
          <source src={src} type="video/mp4" />
          <a href={src}>{title}</a>
        </video>
        {started ? null : (
          <>
            {poster}
            <a className={styles.playOverlay} href={src} aria-label={labels.play} onClick={start}>
              {icons.play}
            </a>
          </>
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
        <button
          type="button"
          className={styles.copy}
          aria-label={labels.copyLink}
          title={labels.copyLink}
          onClick={() => void copy(new URL(src, location.href).href)}
        >
          {icons.link}
        </button>
        {/* Always rendered so screen readers already watch the live region when the text appears. */}
        <span role="status" className={styles.status}>
          {confirmed ? labels.linkCopied : ""}
        </span>
      </figcaption>
    </figure>
  );
}
