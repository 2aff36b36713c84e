/** A play triangle in a circle: the circle in the link's text colour, the triangle in the accent's text colour. */
export function PlayIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M9.5 7.5v9l7-4.5z" style={{ fill: "var(--on-accent)" }} />
    </svg>
  );
}
