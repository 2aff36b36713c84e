"use client";

import { useRef } from "react";
import { useNearViewport } from "@/components/lazy/use-near-viewport";
import { LinkIcon } from "./link-icon";
import { PlayIcon } from "./play-icon";
import { useCopyConfirmation } from "./use-copy-confirmation";
import { usePlayOnDemand } from "./use-play-on-demand";
import type { MediaPlayerClasses } from "./media-player-classes";

type VideoPlayerLabels = { copyLink: string; linkCopied: string; /** "Play video: <title>" */ play: string };

export type VideoPlayerProps = {
  /** Site-relative path such as `/forum/videos/cafe.mp4`; copied as an absolute URL. */
  src: string;
  poster: string;
  title: string;
  /** A sentence about the clip, shown in the card under its title. */
  description?: string;
  labels: VideoPlayerLabels;
  classes: MediaPlayerClasses;
};

/** A card: the clip (its poster carries no text), then its title and description in the page's language. */
export function VideoPlayer({ src, poster, title, description, labels, classes: styles }: VideoPlayerProps) {
  const { confirmed, copy } = useCopyConfirmation();
  const video = useRef<HTMLVideoElement>(null);
  // The poster is fetched with the page wherever the card stands; below the first screen it waits.
  const near = useNearViewport(video);
  const { started, start } = usePlayOnDemand(video);

  return (
    <figure className={styles.figure}>
      <div className={styles.stage}>
        <video className={styles.video} controls={started} preload="none" playsInline width={320} height={240} poster={near ? poster : undefined} ref={video}>
          <source src={src} type="video/mp4" />
          <a href={src}>{title}</a>
        </video>
        {started ? null : (
          <a className={styles.playOverlay} href={src} aria-label={labels.play} onClick={start}>
            <PlayIcon size={64} />
          </a>
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
          <LinkIcon />
        </button>
        {/* Always rendered so screen readers already watch the live region when the text appears. */}
        <span role="status" className={styles.status}>
          {confirmed ? labels.linkCopied : ""}
        </span>
      </figcaption>
    </figure>
  );
}
