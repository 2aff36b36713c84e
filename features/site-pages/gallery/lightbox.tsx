"use client";

import Image from "next/image";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { formatCounter } from "./format-counter";
import { ChevronIcon, CloseIcon } from "./gallery-icons";
import styles from "./gallery.module.css";
import type { GalleryLabels, GalleryPhoto } from "./types";

export type LightboxProps = {
  photos: readonly GalleryPhoto[];
  labels: GalleryLabels;
  /** The server-rendered grid; links carrying `data-photo-index` open the dialog. */
  children: ReactNode;
};

export function Lightbox({ photos, labels, children }: LightboxProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const photo = index === null ? undefined : photos[index];
  const captionId = useId();

  // Opened after the render that fills the dialog, so showModal() can focus its close button.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (index !== null && dialog && !dialog.open) dialog.showModal();
  }, [index]);

  function openFromGrid(event: MouseEvent<HTMLDivElement>) {
    // Modified clicks keep their browser meaning, such as opening the full image in a new tab.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-photo-index]") : null;
    const position = Number(link?.dataset.photoIndex);
    if (!link || !photos[position]) return;
    event.preventDefault();
    openerRef.current = link;
    setIndex(position);
  }

  function step(delta: number) {
    setIndex((current) => (current === null ? null : (current + delta + photos.length) % photos.length));
  }

  function switchWithArrows(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    // In right-to-left documents the following photo lies to the left.
    const forward = (event.key === "ArrowRight") !== (document.documentElement.dir === "rtl");
    event.preventDefault();
    step(forward ? 1 : -1);
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog box, so only a click on the backdrop targets the dialog itself.
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  function returnFocus() {
    setIndex(null);
    openerRef.current?.focus();
  }

  return (
    <>
      <div onClick={openFromGrid}>{children}</div>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={photo ? captionId : undefined}
        onKeyDown={switchWithArrows}
        onClick={closeOnBackdrop}
        onClose={returnFocus}
      >
        {photo && index !== null && (
          <div className={styles.panel}>
            <button
              type="button"
              className={`${styles.button} ${styles.close}`}
              title={labels.close}
              onClick={() => dialogRef.current?.close()}
            >
              <CloseIcon />
              <span className="visually-hidden">{labels.close}</span>
            </button>
            <figure className={styles.large}>
              {/* The photos are made in their final sizes (scripts/make-photos.sh): nothing to optimise. */}
              <Image key={photo.src} className={styles.largeImage} src={photo.src} width={photo.width} height={photo.height} alt={photo.alt} unoptimized />
              <figcaption id={captionId} className={styles.caption}>
                {photo.caption}
              </figcaption>
            </figure>
            <div className={styles.controls}>
              <button type="button" className={styles.button} title={labels.previous} onClick={() => step(-1)}>
                <ChevronIcon />
                <span className="visually-hidden">{labels.previous}</span>
              </button>
              <p className={styles.counter} aria-live="polite">
                {formatCounter(labels.counter, index + 1, photos.length)}
              </p>
              <button type="button" className={styles.button} title={labels.next} onClick={() => step(1)}>
                <ChevronIcon flip />
                <span className="visually-hidden">{labels.next}</span>
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
