import type { MorphemeShape } from "@/lib/tenancy/sites/morpheme-categories";

const paths: Record<MorphemeShape, string> = {
  square: "M4 4h16v16H4z",
  "arrow-right": "M3 7h10V3l8 9-8 9v-4H3z",
  "arrow-left": "M21 7H11V3l-8 9 8 9v-4h10z",
  diamond: "M12 2l10 10-10 10L2 12z",
  brackets: "M9 3H4v18h5v-3H7V6h2zM15 3h5v18h-5v-3h2V6h-2z",
  circle: "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z",
  triangle: "M12 3l10 18H2z",
  star: "M12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.2l7.1-.6z",
};

/** The second cue besides colour, so categories stay apart without colour vision. */
export function CategoryShape({ shape, colour }: { shape: MorphemeShape; colour: string }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[shape]} fill={colour} stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}
