/**
 * The Peace Light of Bethlehem: a lantern with its flame, carried on from hand to hand, and a
 * dove above it. Colours come from the page's variables, so light and dark mode both suit it;
 * the flame keeps its own colour.
 */
export function PeaceLightDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the glow of the light */}
        <circle cx="160" cy="140" r="58" fill="#fbbf24" opacity="0.16" />
        <circle cx="160" cy="140" r="34" fill="#fbbf24" opacity="0.2" />
        {/* the lantern: handle, roof, glass and base */}
        <path d="M146 82q14-22 28 0" stroke="var(--text)" strokeWidth="3" />
        <path d="M130 100l30-18l30 18z" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" />
        <rect x="136" y="100" width="48" height="70" rx="4" fill="var(--surface)" fillOpacity="0.6" stroke="var(--text)" strokeWidth="3" />
        <path d="M148 100v70M172 100v70" stroke="var(--muted)" strokeWidth="1.6" />
        <path d="M160 124q-9 11 0 22q9-11 0-22z" fill="#f59e0b" stroke="#b45309" strokeWidth="1.4" />
        <rect x="155" y="146" width="10" height="14" rx="2" fill="var(--bg)" stroke="var(--text)" strokeWidth="2" />
        <path d="M130 170h60v10h-60z" fill="var(--accent)" stroke="var(--text)" strokeWidth="3" />
        {/* two hands passing it on, one from each side */}
        <path d="M40 196q40-8 70-10q14-1 22 6q-10 6-26 6" stroke="var(--text)" strokeWidth="3" />
        <path d="M280 196q-40-8-70-10q-14-1-22 6q10 6 26 6" stroke="var(--text)" strokeWidth="3" />
        <path d="M132 192l-2-10h60l-2 10" stroke="var(--text)" strokeWidth="3" />
        {/* the dove */}
        <path
          d="M214 54q10-8 22-4l14-10q-2 14-12 18q-4 10-18 12q-10 1-18 6q4-12 12-22z"
          fill="var(--bg)"
          stroke="var(--text)"
          strokeWidth="2.6"
        />
        <path d="M226 60q10 10 24 8" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M196 76q-10 4-14 12M190 82l-4 8" stroke="var(--accent)" strokeWidth="2.6" />
        {/* small stars of the night of Advent */}
        <path d="M60 50h6M63 47v6M98 30h4M100 28v4M270 120h4M272 118v4" stroke="var(--muted)" strokeWidth="1.6" />
      </g>
    </svg>
  );
}
