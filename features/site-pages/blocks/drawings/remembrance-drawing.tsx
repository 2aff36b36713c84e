/**
 * Remembrance: a memorial stone with candles burning before it, and two brass Stolpersteine set
 * among the cobbles of the pavement. Colours come from the page's variables, so light and dark
 * mode both suit it; brass and flame keep their own colours. The stone bears no cross: it stands
 * where the synagogue stood, for Jews, Sinti, Roma and others; visitors have laid pebbles on it,
 * as Jewish custom remembers the dead.
 */
export function RemembranceDrawing({ className }: { className?: string }) {
  // Two rows of cobbles, the second set half a stone on, each ending inside the picture.
  const cobbles = [0, 1, 2, 3, 4, 5, 6, 7]
    .flatMap((column) => [0, 1].map((row) => ({ x: 8 + column * 39 + (row % 2) * 19, y: 196 + row * 22, key: `${column}-${row}` })))
    .filter((cobble) => cobble.x + 34 <= 312);
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* evening sky: a pale moon and a few stars */}
        <circle cx="262" cy="44" r="16" fill="var(--border)" />
        <circle cx="270" cy="38" r="14" fill="var(--surface)" />
        {/* stars as points of light: small crosses read as crosses on this page */}
        <g fill="var(--muted)">
          <circle cx="55" cy="40" r="2" />
          <circle cx="114" cy="24" r="1.6" />
          <circle cx="202" cy="58" r="1.6" />
        </g>
        {/* the memorial stone */}
        <path d="M96 186V92q0-26 64-26t64 26v94z" fill="var(--bg)" stroke="var(--text)" strokeWidth="3" />
        <path d="M124 104h72M124 118h72M124 132h52M124 146h64M124 160h40" stroke="var(--muted)" strokeWidth="2.4" />
        <path d="M138 86h44" stroke="var(--accent)" strokeWidth="3" />
        {/* pebbles laid on the stone */}
        <ellipse cx="147" cy="62.5" rx="6" ry="4" fill="var(--muted)" stroke="var(--text)" strokeWidth="1.5" />
        <ellipse cx="160" cy="61.5" rx="5" ry="4" fill="var(--border)" stroke="var(--text)" strokeWidth="1.5" />
        <ellipse cx="171.5" cy="62.5" rx="4.5" ry="3.5" fill="var(--muted)" stroke="var(--text)" strokeWidth="1.5" />
        {/* candles with their flames */}
        {[
          { x: 70, h: 30 },
          { x: 240, h: 22 },
          { x: 258, h: 34 },
        ].map(({ x, h }) => (
          <g key={x}>
            <circle cx={x} cy={186 - h - 10} r="11" fill="#fbbf24" opacity="0.25" />
            <path d={`M${x} ${186 - h - 4}q-5-6 0-13q5 7 0 13z`} fill="#f59e0b" stroke="#b45309" strokeWidth="1.2" />
            <rect x={x - 6} y={186 - h} width="12" height={h} rx="2" fill="var(--surface)" stroke="var(--text)" strokeWidth="2.4" />
          </g>
        ))}
        {/* the pavement with two Stolpersteine */}
        <path d="M4 188h312" stroke="var(--text)" strokeWidth="3" />
        {cobbles.map(({ x, y, key }) => (
          <rect key={key} x={x} y={y} width="34" height="18" rx="4" stroke="var(--border)" strokeWidth="2" />
        ))}
        <rect x="125" y="196" width="34" height="18" rx="2" fill="#c9a04a" stroke="#7c5a12" strokeWidth="2" />
        <rect x="164" y="196" width="34" height="18" rx="2" fill="#c9a04a" stroke="#7c5a12" strokeWidth="2" />
        <path d="M131 202h22M131 207h16M170 202h22M170 207h14" stroke="#7c5a12" strokeWidth="1.6" />
      </g>
    </svg>
  );
}
