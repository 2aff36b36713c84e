/**
 * The worksheets in the writing group: a round table seen from above, a sheet with a pen at each
 * place around it and cups of tea between them, a teapot in the middle. Colours come from the
 * page's variables, so light and dark mode both suit it.
 */
export function SheetsGroupDrawing({ className }: { className?: string }) {
  // The table top in plan, foreshortened: across stays, depth shrinks to half.
  const flat = (u: number, v: number) => ({ x: Math.round((160 + u) * 10) / 10, y: Math.round((100 + v * 0.5) * 10) / 10 });
  // A place at the table, turned so that the sheet faces whoever sits there; x runs to the right, y towards them.
  const places = [90, 18, 162, -54, -126].map((degrees) => {
    const angle = (degrees * Math.PI) / 180;
    const point = (x: number, y: number) => flat(88 * Math.cos(angle) + x * Math.sin(angle) + y * Math.cos(angle), 88 * Math.sin(angle) - x * Math.cos(angle) + y * Math.sin(angle));
    const path = (points: [number, number][]) => points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${point(x, y).x} ${point(x, y).y}`).join("");
    return {
      degrees,
      sheet: `${path([[-20, -26], [20, -26], [20, 26], [-20, 26]])}z`,
      lines: path([[-13, -6], [13, -6]]) + path([[-13, 2], [9, 2]]),
      box: `${path([[-13, 9], [13, 9], [13, 18], [-13, 18]])}z`,
      pen: path([[30, -18], [31, 10]]),
      // the sheet's title and the pen's tip, in ink
      ink: path([[-13, -16], [5, -16]]) + path([[31, 10], [31.4, 18]]),
    };
  });
  // Cups of tea between the places.
  const cups = [52, 128, -90].map((degrees) => flat(64 * Math.cos((degrees * Math.PI) / 180), 72 * Math.sin((degrees * Math.PI) / 180)));
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* the table: its top, the edge below it, the pedestal and its foot */}
        <path d="M150 170v30M170 170v30" stroke="var(--text)" strokeWidth="3" />
        <path d="M124 206q36-14 72 0z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M20 100v8a140 70 0 0 0 280 0v-8" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <ellipse cx="160" cy="100" rx="140" ry="70" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        {/* a worksheet and a pen at each place, cups between them */}
        {places.map(({ degrees, sheet, lines, box, pen, ink }) => (
          <g key={degrees}>
            <path d={sheet} fill="var(--bg)" stroke="var(--text)" strokeWidth="2" />
            <path d={lines} stroke="var(--muted)" strokeWidth="1.6" />
            <path d={box} stroke="var(--accent)" strokeWidth="1.8" />
            <path d={pen} stroke="var(--accent)" strokeWidth="4.5" />
            <path d={ink} stroke="var(--text)" strokeWidth="2.4" />
          </g>
        ))}
        {cups.map(({ x, y }) => (
          <path key={x} d={`M${x - 7} ${y - 14}h14v10q0 5-7 5q-7 0-7-5zM${x + 7} ${y - 11}q6 0 5 5q-1 3-5 2`} fill="var(--surface)" stroke="var(--text)" strokeWidth="2" />
        ))}
        {/* the teapot in the middle */}
        <path d="M172 100l12-14l4 2l-12 16zM146 88q-10 0-9 8q1 5 8 5" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M144 104q-4-24 16-24t16 24q0 5-16 5t-16-5zM150 82q10-5 20 0" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.4" />
        <circle cx="160" cy="76" r="3" fill="var(--text)" />
        <path d="M16 214h288" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
