import type { DuckDrawing as DuckDrawingKind } from "@/lib/tenancy/sites/types";

/**
 * A mallard swimming to the right, in profile: the tail's point, the back, the neck, the round
 * head, the long flat bill, the breast and the belly on the water. The swimming, engraved and
 * drafted ducks share it; each draws it in its own hand.
 */
const MALLARD =
  "M8 40C14 44 22 46 34 46C42 46 48 44 52 40C54 36 54 32 55 28C56 22 61 18 67 18C73 18 77 22 77 27C82 27 88 29 92 32C89 35 83 35 78 34C76 38 71 40 68 42C78 46 84 52 82 58C80 64 72 66 62 66L26 66C16 66 10 58 10 50C10 46 9 43 8 40Z";

/** The footer's duck in the site's own hand (see DuckDrawing), in the current text colour. */
export function DuckDrawing({ drawing }: { drawing: DuckDrawingKind }) {
  return (
    <svg
      className="duck-engraving"
      data-duck-drawing={drawing}
      viewBox={drawing === "rubber" ? "6 12 88 76" : "4 12 92 74"}
      width="30"
      height="26"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {drawing === "rubber" ? <RubberDuck /> : drawing === "engraved" ? <EngravedMallard /> : drawing === "drafted" ? <DraftedMallard /> : <SwimmingMallard />}
    </svg>
  );
}

/** The bath duck of /images/duck.svg as an outline: the playful sites' toy. */
function RubberDuck() {
  return (
    <g strokeWidth="3.5">
      <path d="M14 56C10 48 11 40 14 35C18 41 22 44 29 46" />
      <path d="M44 45C48 46 52 48 58 48C70 48 82 52 82 64C82 76 68 84 48 84C26 84 12 74 12 58C12 49 20 44 32 44" />
      <path d="M46 46C43 42 42 37 42 32C42 22 50 14 60 14C70 14 78 22 78 30" />
      <path d="M76 31C82 28 90 30 90 34C90 37 86 38 82 38C86 39 88 41 85 43C80 45 75 43 73 40" />
      <path d="M30 61C38 54 52 55 60 61C53 69 38 70 30 61Z" />
      <circle cx="63" cy="27" r="3" fill="currentColor" stroke="none" />
    </g>
  );
}

/** One fine line: the mallard, its folded wing and two ripples, as a pen would draw it. */
function SwimmingMallard() {
  return (
    <g strokeWidth="3.2">
      <path d={MALLARD} />
      <path d="M28 50C40 45 56 46 66 52" />
      <circle cx="70" cy="25" r="2.4" fill="currentColor" stroke="none" />
      <path d="M6 76C11 73 16 73 21 76S31 79 36 76" />
      <path d="M60 76C65 73 70 73 75 76S85 79 90 76" />
    </g>
  );
}

/** Cut like an engraving: the wing in hatched feathers, the collar, and water ruled in lines. */
function EngravedMallard() {
  return (
    <g strokeWidth="3">
      <path d={MALLARD} />
      <g strokeWidth="2.2">
        <path d="M54 37C59 40 65 40 70 38" />
        <path d="M24 51C36 46 52 47 64 53" />
        <path d="M28 56C38 52 50 52 60 57" />
        <path d="M33 61C41 58 49 58 56 61" />
      </g>
      <circle cx="70" cy="25" r="2.4" fill="currentColor" stroke="none" />
      <path d="M6 73H94" />
      <path d="M20 80H80" strokeWidth="2.2" />
      <path d="M34 85H66" strokeWidth="2.2" />
    </g>
  );
}

/** As on a drawing sheet: the outline over its construction (the head's circle from a marked
 *  centre) on a base line with the dimension's end ticks. */
function DraftedMallard() {
  return (
    <g strokeWidth="3">
      <path d={MALLARD} />
      <g strokeWidth="1.6">
        <circle cx="67" cy="28" r="14" strokeDasharray="4 4" />
        <path d="M62 28H72M67 23V33" />
        <path d="M8 78H92M8 73V83M92 73V83" />
      </g>
    </g>
  );
}
