"use client";

import { formatTag } from "@/lib/format/intl";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useNearViewport } from "@/components/lazy/use-near-viewport";
import {
  TURN_STEP,
  backgroundOffsetPercent,
  compassPoint,
  displayDegrees,
  wrapDegrees,
  yawAfterDrag,
} from "./panorama-math";
import styles from "./property.module.css";

type Drag = { pointerId: number; startX: number; startYaw: number; width: number };

export type PanoramaViewerProps = {
  /** BCP 47 tag for the degree number, e.g. "de-DE". */
  localeTag: string;
  /** An equirectangular picture whose left edge is north. */
  src: string;
  /** A small version shown until `src` has loaded. */
  posterSrc: string;
  /** Direction shown first and restored by Home / the reset button, in degrees (0 = north). */
  initialYaw: number;
  /** Panorama width in viewport widths: 3 shows 120° at a time. */
  zoom?: number;
  headingLevel?: 3 | 4;
  /** How to look round, in the visitor's words for a mouse and for a finger (set by the listing). */
  hint: ReactNode;
};

/** A 360° look round an equirectangular picture whose left edge is north. */
export function PanoramaViewer({
  localeTag,
  src,
  posterSrc,
  initialYaw,
  zoom = 3,
  headingLevel = 3,
  hint,
}: PanoramaViewerProps) {
  const t = useTranslations("property.panorama");
  const [yaw, setYaw] = useState(() => wrapDegrees(initialYaw));
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const near = useNearViewport(viewport);
  const id = useId();
  const hintId = `${id}-hint`;
  const directionId = `${id}-direction`;
  const Heading = headingLevel === 4 ? "h4" : "h3";

  // The locale's own way to write an angle: "180°", in Arabic "180 درجة" (a bare "°" after the
  // number would be drawn before it in a right-to-left line).
  const degrees = useMemo(
    () => new Intl.NumberFormat(formatTag(localeTag), { style: "unit", unit: "degree", unitDisplay: "narrow", maximumFractionDigits: 0 }),
    [localeTag],
  );
  const directionText = t("direction", {
    direction: t(`directions.${compassPoint(yaw)}`),
    degrees: degrees.format(displayDegrees(yaw)),
  });

  const turn = (by: number) => setYaw((current) => wrapDegrees(current + by));
  const reset = () => setYaw(wrapDegrees(initialYaw));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Physical keys turn the physical way, also on right-to-left pages.
    if (event.key === "ArrowLeft") turn(-TURN_STEP);
    else if (event.key === "ArrowRight") turn(TURN_STEP);
    else if (event.key === "Home") reset();
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startYaw: yaw, width: event.currentTarget.clientWidth };
    setDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setYaw(yawAfterDrag(current.startYaw, event.clientX - current.startX, current.width, zoom));
  }

  // The browser releases the pointer capture itself right after pointerup and pointercancel.
  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  }

  return (
    <figure className={styles.panorama}>
      <Heading className={styles.panoramaHeading}>{t("heading")}</Heading>
      <p id={hintId} className={styles.note}>
        {hint}
      </p>
      <div
        role="application"
        aria-roledescription={t("heading")}
        aria-label={t("label")}
        aria-describedby={`${directionId} ${hintId}`}
        tabIndex={0}
        ref={viewport}
        className={styles.viewport}
        data-dragging={dragging || undefined}
        style={{
          // The poster layer shows until the full picture has loaded; neither is fetched before the
          // viewer comes near the screen (the picture weighs 235 kB, most visitors never scroll to it).
          backgroundImage: near ? `url("${src}"), url("${posterSrc}")` : undefined,
          backgroundSize: `${zoom * 100}% auto`,
          backgroundPositionX: `${backgroundOffsetPercent(yaw, zoom)}%`,
        }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
      />
      <div className={styles.controls}>
        {/* Where the three do not fit on one row, the turning buttons show only their arrows. */}
        <button type="button" className={styles.button} aria-label={t("turnLeft")} onClick={() => turn(-TURN_STEP)}>
          <span aria-hidden="true" className={`${styles.icon} ${styles.turnLeftIcon}`} />
          <span dir="auto" className={styles.turnLabel}>
            {t("turnLeft")}
          </span>
        </button>
        <button type="button" className={styles.button} onClick={reset}>
          <span aria-hidden="true" className={`${styles.icon} ${styles.resetIcon}`} />
          <span dir="auto">{t("reset")}</span>
        </button>
        <button type="button" className={styles.button} aria-label={t("turnRight")} onClick={() => turn(TURN_STEP)}>
          <span dir="auto" className={styles.turnLabel}>
            {t("turnRight")}
          </span>
          <span aria-hidden="true" className={`${styles.icon} ${styles.turnRightIcon}`} />
        </button>
      </div>
      {/* Silent while dragging, or every pixel would be read out. */}
      <figcaption id={directionId} className={styles.direction} aria-live={dragging ? "off" : "polite"} aria-atomic="true">
        {directionText}
      </figcaption>
    </figure>
  );
}
