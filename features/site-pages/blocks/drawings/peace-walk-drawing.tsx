/**
 * The annual peace walk: people of all ages on a path through the town, from the church past the
 * synagogue's memorial stone to the mosque, a banner with a dove at the front. Colours come from
 * the page's variables, so light and dark mode both suit it.
 */
export function PeaceWalkDrawing({ className }: { className?: string }) {
  // Walkers along the path, smaller as they go into the distance.
  const walkers = [
    { x: 92, y: 195, size: 1 },
    { x: 124, y: 179, size: 0.9 },
    { x: 150, y: 166, size: 0.8 },
    { x: 172, y: 154, size: 0.7 },
    { x: 192, y: 144, size: 0.62 },
  ];
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the town on the horizon: church tower, memorial stone, mosque */}
        <path d="M40 120V78l12-18l12 18v42" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M52 52v10M48 56h8" stroke="var(--text)" strokeWidth="2.2" />
        <path d="M64 120V96h30v24" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M150 120v-14q0-8 8-8h4q8 0 8 8v14" fill="var(--surface)" stroke="var(--muted)" strokeWidth="2.4" />
        <path d="M244 120V96q0-22 22-22t22 22v24" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M294 120V66l4-12l4 12v54z" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M266 62a5 5 0 1 0 5 7a4 4 0 1 1-5-7z" fill="var(--accent)" />
        <path d="M16 120h288" stroke="var(--muted)" strokeWidth="2.4" />
        {/* the path winding towards the town */}
        <path d="M40 236q60-40 120-70t96-46" stroke="var(--border)" strokeWidth="26" />
        {/* the walkers */}
        {walkers.map(({ x, y, size }) => (
          <g key={x} transform={`translate(${x} ${y}) scale(${size})`} stroke="var(--text)" strokeWidth="3">
            <circle cx="0" cy="-34" r="6" fill="var(--surface)" />
            <path d="M0-27v20M0-7l-6 14M0-7l7 14M0-22l-8 10M0-22l8 8" />
          </g>
        ))}
        {/* a child holding a hand, and the banner with the dove at the front */}
        <g transform="translate(66 209) scale(0.7)" stroke="var(--text)" strokeWidth="3">
          <circle cx="0" cy="-34" r="6" fill="var(--surface)" />
          <path d="M0-27v20M0-7l-6 14M0-7l7 14M0-22l12 2" />
        </g>
        <path d="M100 186l20-90" stroke="var(--text)" strokeWidth="3" />
        <path d="M118 96h52q4 14 0 28h-52q4-14 0-28z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M132 112q6-6 12-4l8-6q-1 8-7 10q-3 6-10 6q-4 0-8 3q1-6 5-9z" fill="var(--on-accent)" />
      </g>
    </svg>
  );
}
