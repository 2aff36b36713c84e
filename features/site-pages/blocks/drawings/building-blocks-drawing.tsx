/**
 * The writing project's three building blocks as three steps: a pen for the writing group, a
 * ticked worksheet for the metacognitive training, and the anthology at the top, the shared goal.
 * Colours come from the page's variables, so light and dark mode both suit it.
 */
export function BuildingBlocksDrawing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        {/* three blocks rising as steps */}
        <path d="M28 150h80v60H28z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M120 110h80v100h-80z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        <path d="M212 70h80v140h-80z" fill="var(--surface)" stroke="var(--text)" strokeWidth="3" />
        {/* a pen writing a line on the first */}
        <path d="M42 192q6-6 12 0t12 0t12 0" stroke="var(--accent)" strokeWidth="2.4" />
        <path d="M82 194l14-30l6 3l-14 30l-8 4z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.2" />
        {/* a worksheet with ticks on the second */}
        <path d="M138 124h44v62h-44z" fill="var(--bg)" stroke="var(--text)" strokeWidth="2.4" />
        <path d="M144 138l4 4l6-8M144 154l4 4l6-8M144 170l4 4l6-8" stroke="var(--accent)" strokeWidth="2.2" />
        <path d="M160 140h16M160 156h16M160 172h12" stroke="var(--muted)" strokeWidth="2" />
        {/* the anthology on the third */}
        <path d="M228 92h48v60h-48z" fill="var(--accent)" stroke="var(--text)" strokeWidth="2.6" />
        <path d="M236 92v60" stroke="var(--text)" strokeWidth="2" />
        <path d="M244 108h24M244 118h18" stroke="var(--bg)" strokeWidth="2.4" />
        <path d="M236 168h32M236 180h24" stroke="var(--muted)" strokeWidth="2" />
        {/* the way from one block to the next */}
        <path d="M70 136q20-36 58-34M160 96q22-34 58-32" stroke="var(--muted)" strokeWidth="2" strokeDasharray="4 6" />
        <path d="M120 96l8 6l-8 6M210 58l8 6l-8 6" stroke="var(--muted)" strokeWidth="2" />
        <path d="M16 214h288" stroke="var(--muted)" strokeWidth="3" />
      </g>
    </svg>
  );
}
