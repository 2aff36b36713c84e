import type { MorphemeShape } from "@/lib/tenancy/sites/morpheme-categories";

const paths: Record<MorphemeShape, string> = {
  square: "M2 2h10v10H2z",
  "arrow-right": "M1 4h6V1l6 6-6 6V10H1z",
  "arrow-left": "M13 4H7V1L1 7l6 6V10h6z",
  diamond: "M7 1l6 6-6 6-6-6z",
  brackets: "M5 1H2v12h3v-2H4V3h1zM9 1h3v12H9v-2h1V3H9z",
  circle: "M7 1a6 6 0 1 0 0.01 0z",
  triangle: "M7 1l6 12H1z",
  star: "M7 0.5l1.9 4.2 4.6 0.4-3.5 3 1.1 4.5L7 10.2l-4.1 2.4 1.1-4.5-3.5-3 4.6-0.4z",
};

/** The second cue of a category besides its colour (readable without colour vision). */
export function ShapeIcon({ shape }: { shape: MorphemeShape }) {
  return (
    <svg className="shape-icon" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d={paths[shape]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
