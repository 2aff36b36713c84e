/** Compass points clockwise from north, 45° apart; they are also the keys of the direction texts. */
export const COMPASS_POINTS = ["n", "ne", "e", "se", "s", "sw", "w", "nw"] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** Degrees turned by one arrow key press or button click. */
export const TURN_STEP = 10;

/** Any angle as 0 ≤ yaw < 360; anything not finite counts as north. */
export function wrapDegrees(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const wrapped = ((degrees % 360) + 360) % 360;
  // Float rounding can land exactly on 360 for tiny negative inputs, and -0 would print as "-0".
  return wrapped >= 360 || wrapped === 0 ? 0 : wrapped;
}

/** Whole degrees for display: 359.6 shows as 0, not 360. */
export function displayDegrees(yaw: number): number {
  return Math.round(wrapDegrees(yaw)) % 360;
}

/** The nearest of the eight compass points. */
export function compassPoint(yaw: number): CompassPoint {
  return COMPASS_POINTS[Math.round(wrapDegrees(yaw) / 45) % COMPASS_POINTS.length] ?? "n";
}

/**
 * `background-position-x` in percent that centres `yaw` in the viewport.
 * `zoom` is the panorama's width in viewport widths (3 shows 120°). The picture's left edge is
 * north, so the left edge sits at 0.5 − yaw/360·zoom viewport widths; percentages position by
 * p·(viewport − picture) = p·(1 − zoom), hence the division. The edge offset is wrapped into one
 * picture width so the value stays small; with `repeat-x` every wrap looks the same.
 */
export function backgroundOffsetPercent(yaw: number, zoom: number): number {
  if (!(zoom > 1)) throw new RangeError("zoom must be greater than 1");
  const edge = 0.5 - (wrapDegrees(yaw) / 360) * zoom;
  const wrappedEdge = -((((-edge % zoom) + zoom) % zoom));
  const percent = (wrappedEdge / (1 - zoom)) * 100;
  return percent === 0 ? 0 : percent;
}

/** The yaw after dragging `deltaX` pixels: the picture follows the pointer, so dragging right turns left. */
export function yawAfterDrag(startYaw: number, deltaX: number, viewportWidth: number, zoom: number): number {
  if (!(viewportWidth > 0)) return wrapDegrees(startYaw);
  return wrapDegrees(startYaw - (deltaX / (viewportWidth * zoom)) * 360);
}
