import type { DuckDrawing as DuckDrawingKind } from "@/lib/tenancy/sites/types";

/**
 * A mallard swimming to the right, in profile: the tail's point, the back, the neck, the round
 * head, the long flat bill, the breast and the belly on the water. The swimming, engraved and
 * drafted ducks share it; each draws it in its own hand.
 */
const MALLARD =
  "M8 40C14 44 22 46 34 46C42 46 48 44 52 40C54 36 54 32 55 28C56 22 61 18 67 18C73 18 77 22 77 27C82 27 88 29 92 32C89 35 83 35 78 34C76 38 71 40 68 42C78 46 84 52 82 58C80 64 72 66 62 66L26 66C16 66 10 58 10 50C10 46 9 43 8 40Z";

/** The mallard's eye and folded wing, cut out of its filled body (even-odd) so the figure stays one solid shape. */
const MALLARD_FILLED = `${MALLARD} M72.6 25a2.8 2.8 0 1 0 -5.6 0a2.8 2.8 0 1 0 5.6 0Z M26 52C38 47 54 48 64 54C54 59 38 59 26 52Z`;

/** The bath duck as one filled shape: the tail, the round body, the head and its bill; eye and wing cut out. */
const RUBBER_FILLED =
  "M14 34C20 42 26 45 34 45L46 45C42 41 42 36 42 31C42 21 50 14 60 14C70 14 77 21 78 28C84 27 90 30 90 34C90 37 86 38 83 38C86 40 87 42 84 43C80 45 76 44 73 41C71 44 68 46 66 47C76 49 84 55 84 65C84 77 69 84 48 84C26 84 12 75 12 59C12 49 12 41 14 34Z M66.5 27a3.5 3.5 0 1 0 -7 0a3.5 3.5 0 1 0 7 0Z M30 61C38 54 52 55 60 61C53 69 38 70 30 61Z";

/**
 * The footer's duck in the site's own hand (see DuckDrawing), in the current text colour. At the
 * footer's size (about 30 px) a line drawing blurred into a smudge: each hand draws the duck as one
 * solid silhouette, eye and wing cut out, and keeps its character in what it stands on (ripples,
 * a ruled water line, a dimensioned base line).
 */
export function DuckDrawing({ drawing }: { drawing: DuckDrawingKind }) {
  return (
    <svg
      className="duck-engraving"
      data-duck-drawing={drawing}
      viewBox={drawing === "rubber" ? "6 12 88 76" : "4 12 92 76"}
      width="34"
      height="29"
      aria-hidden="true"
      fill="currentColor"
      fillRule="evenodd"
      stroke="none"
    >
      {drawing === "rubber" ? <path d={RUBBER_FILLED} /> : <Mallard drawing={drawing} />}
    </svg>
  );
}

/** The mallard on its water: ripples (`swimming`), ruled lines (`engraved`) or a base line with its end ticks (`drafted`). */
function Mallard({ drawing }: { drawing: Exclude<DuckDrawingKind, "rubber"> }) {
  return (
    <>
      <path d={MALLARD_FILLED} />
      <g fill="none" stroke="currentColor" strokeLinecap="round" strokeWidth="5">
        {drawing === "swimming" ? <path d="M8 78C14 74 20 74 26 78S38 82 44 78M56 78C62 74 68 74 74 78S86 82 92 78" /> : null}
        {drawing === "engraved" ? <path d="M8 76H92M26 85H74" /> : null}
        {drawing === "drafted" ? <path d="M10 80H90M10 73V87M90 73V87" strokeWidth="4" /> : null}
      </g>
    </>
  );
}
