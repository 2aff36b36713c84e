/**
 * The repair of 1971: the vault's barrel-vaulted chamber in section under its mound of clay and
 * turf, the frost crack in the arch, two timber props holding the ceiling and the eight niches in
 * the back wall. Colours come from the page's variables, so light and dark mode both suit it; the
 * timber keeps its own colour.
 */
export function VaultRepairDrawing({ className }: { className?: string }) {
  // The arch's voussoirs: radial joints between the intrados (r 80) and the extrados (r 100).
  const joints = Array.from({ length: 11 }, (_, index) => {
    const angle = Math.PI + ((index + 1) * Math.PI) / 12;
    const point = (radius: number) => `${(160 + radius * Math.cos(angle)).toFixed(1)} ${(124 + radius * Math.sin(angle)).toFixed(1)}`;
    return `M${point(80)}L${point(100)}`;
  }).join("");
  const niches = [0, 1, 2, 3].flatMap((column) => [0, 1].map((row) => ({ x: 104 + column * 30, y: 140 + row * 30, key: `${column}-${row}` })));
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* frost in the winter sky */}
        <path d="M34 34v14M27 41h14M29 36l10 10M39 36l-10 10M276 26v12M270 32h12M272 28l8 8M280 28l-8 8M238 60v8M234 64h8" stroke="var(--muted)" strokeWidth="1.6" />
        {/* the mound of clay and turf over the roof */}
        <path d="M30 204Q44 20 160 14T290 204z" fill="var(--border)" opacity="0.45" />
        <path d="M44 110Q70 22 160 16T276 110" stroke="var(--accent)" strokeWidth="3" strokeDasharray="2 7" />
        {/* the arch, its joints, and the chamber inside */}
        <path d="M60 204V124a100 100 0 0 1 200 0v80z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M80 204V124a80 80 0 0 1 160 0v80z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <path d={joints} stroke="var(--muted)" strokeWidth="1.8" />
        {/* the frost crack through the crown */}
        <path d="M168 24l-6 12 7 8-8 10 5 8" stroke="var(--accent)" strokeWidth="2.6" />
        {/* eight niches in two rows */}
        {niches.map(({ x, y, key }) => (
          <path key={key} d={`M${x} ${y + 22}v-14a8 8 0 0 1 16 0v14z`} stroke="var(--muted)" strokeWidth="2" />
        ))}
        {/* two timber props with their heads under the arch */}
        {[112, 208].map((x) => (
          <g key={x} fill="#b7793f" stroke="#6b4423" strokeWidth="2">
            <rect x={x - 4} y="66" width="8" height="138" rx="1.5" />
            <rect x={x - 16} y="58" width="32" height="8" rx="1.5" />
            <rect x={x - 12} y="196" width="24" height="8" rx="1.5" />
          </g>
        ))}
        {/* the floor and the slope of the churchyard */}
        <path d="M4 204h312" stroke="var(--text)" strokeWidth="3" />
        <path d="M14 216h40M74 226h52M148 216h64M236 226h58" stroke="var(--border)" strokeWidth="2.4" />
      </g>
    </svg>
  );
}
