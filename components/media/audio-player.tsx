"use client";

import { useRef } from "react";
import { PlayIcon } from "./play-icon";
import { usePlayOnDemand } from "./use-play-on-demand";
import type { MediaPlayerClasses } from "./media-player-classes";

export type AudioPlayerProps = {
  /** Site-relative path of the recording. */
  src: string;
  title: string;
  labels: { play: string; download: string };
  classes: MediaPlayerClasses;
};

/** A recording behind a play link; the browser's own controls appear once it plays. */
export function AudioPlayer({ src, title, labels, classes: styles }: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const { started, start } = usePlayOnDemand(audio);

  return (
    <div className={styles.audio}>
      {started ? null : (
        <a className={styles.playButton} href={src} onClick={start}>
          <PlayIcon size={32} />
          <span>{labels.play}</span>
        </a>
      )}
      <audio controls={started} preload="none" src={src} aria-label={title} ref={audio}>
        <a href={src}>{labels.download}</a>
      </audio>
    </div>
  );
}
